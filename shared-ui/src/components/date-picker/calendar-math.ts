import { type Day, addDays, getWeek, startOfMonth, startOfWeek } from 'date-fns';

/** Spec section 9: weeks start on Sunday; week 1 is the one containing 1 January. */
export const WEEK_OPTIONS = { weekStartsOn: 0 as Day, firstWeekContainsDate: 1 as const };
export const CALENDAR_ROWS = 6;
export const DAYS_PER_WEEK = 7;

/** Always 6 rows of 7 days, so the calendar keeps its height from month to month. */
export function calendarWeeks(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), WEEK_OPTIONS);
  return Array.from({ length: CALENDAR_ROWS }, (_row, row) =>
    Array.from({ length: DAYS_PER_WEEK }, (_day, day) => addDays(first, row * DAYS_PER_WEEK + day)),
  );
}

export function weekNumber(date: Date): number {
  return getWeek(date, WEEK_OPTIONS);
}
