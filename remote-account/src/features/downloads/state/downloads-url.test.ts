import { searchFromView, viewFromSearch } from './downloads-url';
import { formatFileSize } from './file-url';

describe('downloads view in the URL', () => {
  it('reads page and kind, and falls back for values that do not parse', () => {
    expect(viewFromSearch(new URLSearchParams('page=3&kind=guide'))).toEqual({
      page: 3,
      kind: 'guide',
    });
    expect(viewFromSearch(new URLSearchParams('page=-1&kind=movie'))).toEqual({
      page: 1,
      kind: null,
    });
    expect(viewFromSearch(new URLSearchParams('page=2.5'))).toEqual({ page: 1, kind: null });
  });

  it('keeps the defaults out of the query string', () => {
    expect(searchFromView({ page: 1, kind: null }).toString()).toBe('');
    expect(searchFromView({ page: 2, kind: 'report' }).toString()).toBe('kind=report&page=2');
  });
});

describe('download files', () => {
  it('words file sizes', () => {
    expect(formatFileSize(4_800_000)).toBe('4.8 MB');
    expect(formatFileSize(2_300)).toBe('2.3 KB');
    expect(formatFileSize(12)).toBe('12 B');
  });
});
