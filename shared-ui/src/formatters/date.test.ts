import { InvalidDateError, formatDate, isInvalidDateError } from './date';

describe('formatDate', () => {
  it("formats with the default pattern 'MMM dd yyyy'", () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('Mar 05 2026');
  });

  it('accepts an ISO string', () => {
    expect(formatDate('2025-12-24')).toBe('Dec 24 2025');
  });

  it('accepts a custom pattern', () => {
    expect(formatDate(new Date(2026, 0, 1), { pattern: 'yyyy-MM-dd' })).toBe('2026-01-01');
  });

  it("shows 'Today' for the current day when the today flag is set", () => {
    const now = new Date(2026, 5, 10, 18);
    expect(formatDate(new Date(2026, 5, 10, 8), { today: true, now })).toBe('Today');
  });

  it('shows the date for another day even with the today flag', () => {
    const now = new Date(2026, 5, 10);
    expect(formatDate(new Date(2026, 5, 9), { today: true, now })).toBe('Jun 09 2026');
  });

  it('ignores the current day without the today flag', () => {
    expect(formatDate(new Date())).not.toBe('Today');
  });

  it('throws a named error for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(InvalidDateError);
    try {
      formatDate(Number.NaN);
    } catch (error) {
      expect(isInvalidDateError(error)).toBe(true);
    }
    expect.assertions(2);
  });
});
