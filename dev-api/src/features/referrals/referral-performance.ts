import type { ReferralPerformance } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { addDays, daysBetween, isoDay } from '../../seed/reference-date';
import { REFERRAL_TERMS, roundMoney } from './referral-program';

const MAX_RANGE_DAYS = 366;

const dayRowSchema = z.object({
  date: z.string(),
  clicks: z.number(),
  signups: z.number(),
  paid_conversions: z.number(),
  earnings: z.number(),
});

/** `2026-02-31` matches the pattern but is no day. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && isoDay(new Date(time)) === day;
}

function resolveRange(
  query: { period?: string; from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  if (query.from || query.to) {
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -29);
    if (!isCalendarDay(from) || !isCalendarDay(to))
      throw fail.snackbar(400, 'Invalid query: not a calendar date');
    const span = daysBetween(from, to);
    if (span < 0) throw fail.snackbar(400, 'Invalid query: "from" is after "to"');
    if (span >= MAX_RANGE_DAYS)
      throw fail.snackbar(400, `Invalid query: the range is longer than ${MAX_RANGE_DAYS} days`);
    return { from, to };
  }
  const days = Number(query.period ?? '30');
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Clicks, sign-ups, paid conversions and earnings per day, zero-filled, with totals. */
export async function referralPerformance(
  db: Queryable,
  userId: number,
  query: { period?: string; from?: string; to?: string },
  now: Date,
): Promise<ReferralPerformance> {
  const { from, to } = resolveRange(query, isoDay(now));
  const rows = await db.query(
    `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS date,
       count(*) FILTER (WHERE kind = 'click')::int AS clicks,
       count(*) FILTER (WHERE kind = 'signup')::int AS signups,
       count(*) FILTER (WHERE kind = 'paid')::int AS paid_conversions,
       COALESCE(sum(amount) FILTER (WHERE kind = 'paid'), 0)::float8 AS earnings
     FROM referral_events
     WHERE referrer_id = $1 AND created_at >= $2::date AND created_at < ($3::date + 1)
     GROUP BY 1`,
    [userId, from, to],
  );
  const byDay = new Map(rows.map((raw) => dayRowSchema.parse(raw)).map((row) => [row.date, row]));
  const series: ReferralPerformance['series'] = [];
  for (let offset = 0; offset <= daysBetween(from, to); offset++) {
    const date = addDays(from, offset);
    const row = byDay.get(date);
    series.push({
      date,
      clicks: row?.clicks ?? 0,
      signups: row?.signups ?? 0,
      paid_conversions: row?.paid_conversions ?? 0,
      earnings: roundMoney(row?.earnings ?? 0),
    });
  }
  const sum = (key: 'clicks' | 'signups' | 'paid_conversions' | 'earnings') =>
    series.reduce((total, point) => total + point[key], 0);
  return {
    from,
    to,
    currency: REFERRAL_TERMS.currency,
    totals: {
      clicks: sum('clicks'),
      signups: sum('signups'),
      paid_conversions: sum('paid_conversions'),
      earnings: roundMoney(sum('earnings')),
    },
    series,
  };
}
