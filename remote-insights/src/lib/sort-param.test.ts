import { readSort, writeSort } from './sort-param';

describe('a table sort in the URL', () => {
  it('reads a sort of a known column from the URL and writes it back', () => {
    expect(readSort('site.asc', ['site'])).toEqual({ column: 'site', direction: 'asc' });
    expect(readSort('price.asc', ['site'])).toBeNull();
    expect(readSort('site.sideways', ['site'])).toBeNull();
    expect(writeSort({ column: 'count', direction: 'desc' })).toBe('count.desc');
  });
});
