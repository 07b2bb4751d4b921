import {
  type REFERRAL_PERIODS,
  calendarDateSchema,
  referralPeriodSchema,
} from '@adlens/shared-contracts';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

export type ReferralPeriod = (typeof REFERRAL_PERIODS)[number];

/** A preset period in days, or a custom range of calendar days (`yyyy-mm-dd`). */
export type PerformanceRange =
  { kind: 'period'; period: ReferralPeriod } | { kind: 'dates'; from: string; to: string };

export const DEFAULT_PERIOD: ReferralPeriod = '30';
/** The API refuses longer ranges. */
export const MAX_RANGE_DAYS = 366;

export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The range in the query string: `?from=2026-10-01&to=2026-10-31`, or `?period=90`, or nothing
 * (the last 30 days). A range that the API would refuse (reversed, too long) falls back too.
 */
export function rangeFromSearch(search: URLSearchParams): PerformanceRange {
  const from = calendarDateSchema.safeParse(search.get('from'));
  const to = calendarDateSchema.safeParse(search.get('to'));
  if (from.success && to.success) {
    const span = differenceInCalendarDays(parseISO(to.data), parseISO(from.data));
    if (span >= 0 && span < MAX_RANGE_DAYS) return { kind: 'dates', from: from.data, to: to.data };
  }
  const period = referralPeriodSchema.safeParse(search.get('period'));
  return { kind: 'period', period: period.success ? period.data : DEFAULT_PERIOD };
}

/** The query string for a range; the default period stays out of the URL. */
export function searchFromRange(range: PerformanceRange): URLSearchParams {
  const search = new URLSearchParams();
  if (range.kind === 'dates') {
    search.set('from', range.from);
    search.set('to', range.to);
  } else if (range.period !== DEFAULT_PERIOD) {
    search.set('period', range.period);
  }
  return search;
}

/** A custom range from picked days, clipped to what the API accepts (ending on `end`). */
export function rangeFromDays(start: Date, end: Date): PerformanceRange {
  const earliest = addDays(end, -(MAX_RANGE_DAYS - 1));
  return { kind: 'dates', from: isoDay(start < earliest ? earliest : start), to: isoDay(end) };
}
