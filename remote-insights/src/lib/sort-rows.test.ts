import { readSort, sortRows, writeSort } from './sort-rows';

const rows = [
  { site: 'b.example', count: 3 },
  { site: 'a.example', count: 3 },
  { site: 'c.example', count: 9 },
];
const valueOf = (row: (typeof rows)[number], column: string) =>
  column === 'site' ? row.site : row.count;

describe('sorting a table page', () => {
  it('keeps the server order without a sort, and on ties', () => {
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
    const byCount = sortRows(rows, { column: 'count', direction: 'asc' }, valueOf);
    expect(byCount.map((row) => row.site)).toEqual(['b.example', 'a.example', 'c.example']);
  });

  it('sorts text and numbers both ways', () => {
    const bySite = sortRows(rows, { column: 'site', direction: 'asc' }, valueOf);
    expect(bySite.map((row) => row.site)).toEqual(['a.example', 'b.example', 'c.example']);
    const byCount = sortRows(rows, { column: 'count', direction: 'desc' }, valueOf);
    expect(byCount[0]?.site).toBe('c.example');
  });

  it('reads a sort of a known column from the URL and writes it back', () => {
    expect(readSort('site.asc', ['site'])).toEqual({ column: 'site', direction: 'asc' });
    expect(readSort('price.asc', ['site'])).toBeNull();
    expect(readSort('site.sideways', ['site'])).toBeNull();
    expect(writeSort({ column: 'count', direction: 'desc' })).toBe('count.desc');
  });
});
