import { calendarWeeks, weekNumber } from './calendar-math';

describe('calendarWeeks', () => {
  it('always has 6 rows of 7 days', () => {
    for (const month of [new Date(2026, 1, 1), new Date(2026, 7, 1), new Date(2015, 1, 1)]) {
      const weeks = calendarWeeks(month);
      expect(weeks).toHaveLength(6);
      expect(weeks.every((week) => week.length === 7)).toBe(true);
    }
  });

  it('starts every week on Sunday', () => {
    const weeks = calendarWeeks(new Date(2026, 2, 15));
    expect(weeks.map((week) => week[0]!.getDay())).toEqual([0, 0, 0, 0, 0, 0]);
    expect(weeks[0]![0]).toEqual(new Date(2026, 2, 1));
  });

  it('fills the first row with the end of the previous month', () => {
    expect(calendarWeeks(new Date(2026, 0, 1))[0]![0]).toEqual(new Date(2025, 11, 28));
  });
});

describe('weekNumber', () => {
  it('counts the week containing 1 January as week 1', () => {
    expect(weekNumber(new Date(2022, 0, 1))).toBe(1);
    expect(weekNumber(new Date(2021, 11, 26))).toBe(1);
    expect(weekNumber(new Date(2022, 0, 2))).toBe(2);
  });
});
