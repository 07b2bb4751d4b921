import { formatCompactNumber } from './compact-number';

describe('formatCompactNumber', () => {
  it.each([
    [950, '950'],
    [1200, '1.2K'],
    [1000, '1K'],
    [3_400_000, '3.4M'],
    [2_100_000_000, '2.1B'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});
