import { checkKeywordText } from './keyword-query-text';

describe('the search box text as a keyword', () => {
  it('sends no keyword for blank text', () => {
    expect(checkKeywordText('   ')).toEqual({ ok: true, keyword: undefined, single: true });
  });

  it('sends a query in its canonical form and tells one plain term from a query', () => {
    expect(checkKeywordText(' shoes ')).toEqual({ ok: true, keyword: 'shoes', single: true });
    expect(checkKeywordText('"free  shipping"')).toEqual({
      ok: true,
      keyword: '"free shipping"',
      single: true,
    });
    expect(checkKeywordText('NOT kids')).toEqual({ ok: true, keyword: '-kids', single: false });
    expect(checkKeywordText('owner:nike')).toEqual({
      ok: true,
      keyword: 'owner:nike',
      single: false,
    });
  });

  it('refuses a malformed query with the position in the text as typed', () => {
    expect(checkKeywordText('  a (b')).toEqual({ ok: false, message: 'Unclosed ( at 5' });
  });
});
