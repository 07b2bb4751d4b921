import { parseId } from './parse-id';

describe('parse id', () => {
  it('reads a positive integer', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('007')).toBe(7);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-3'],
    ['decimal', '1.5'],
    ['exponent', '1e3'],
    ['hexadecimal', '0x10'],
    ['padded', ' 4'],
    ['text', 'abc'],
    ['beyond safe integers', '9007199254740993'],
  ])('refuses a %s value', (_case, value) => {
    expect(parseId(value)).toBeNull();
  });
});
