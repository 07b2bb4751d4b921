import { replaceTrailingTerm, trailingTerm } from './keyword-trailing-term';

describe('the term being typed', () => {
  it.each([
    ['bol', 'bol'],
    ['shoes OR bol', 'bol'],
    ['shoes -bol', 'bol'],
    ['(a OR domain:bol', 'bol'],
    ['shoes "bold sa', 'bold sa'],
    ['"bold" sa', 'sa'],
  ])('of %j is %j', (text, value) => {
    expect(trailingTerm(text)?.value).toBe(value);
  });

  it.each(['shoes ', 'shoes OR', '(a b)', '"bold sale"', 'owner:', '-', 'a "  '])(
    'of %j is none',
    (text) => {
      expect(trailingTerm(text)).toBeNull();
    },
  );

  it('is replaced by a chosen suggestion, quoted when it has spaces', () => {
    expect(replaceTrailingTerm('shoes OR bol', 'bold sale')).toBe('shoes OR "bold sale"');
    expect(replaceTrailingTerm('shoes -bol', 'boldboots.com')).toBe('shoes -boldboots.com');
    expect(replaceTrailingTerm('domain:bol', 'boldboots.com')).toBe('domain:boldboots.com');
    expect(replaceTrailingTerm('shoes "bold sa', 'bold sale')).toBe('shoes "bold sale"');
    expect(replaceTrailingTerm('shoes ', 'bold')).toBe('shoes bold');
    expect(replaceTrailingTerm('', 'bold')).toBe('bold');
  });
});
