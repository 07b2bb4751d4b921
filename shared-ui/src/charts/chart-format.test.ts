import { formatCompactValue, formatDay, formatFullValue, formatTickDay } from './chart-format';

describe('chart formats', () => {
  it('prints axis values compactly', () => {
    expect(formatCompactValue(950)).toBe('950');
    expect(formatCompactValue(1200)).toBe('1.2K');
    expect(formatCompactValue(3_400_000)).toBe('3.4M');
  });

  it('prints full values with grouping', () => {
    expect(formatFullValue(1234567)).toBe('1,234,567');
    expect(formatFullValue(12.345)).toBe('12.35');
  });

  it("prints days in the house format 'MMM dd yyyy'", () => {
    expect(formatDay(new Date(2026, 2, 5))).toBe('Mar 05 2026');
    expect(formatTickDay(new Date(2026, 2, 5))).toBe('Mar 5');
  });
});
