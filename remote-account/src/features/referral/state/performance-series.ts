import type { ReferralPerformance } from '@adlens/shared-contracts';
import type { TimeSeries } from '@adlens/shared-ui/charts';

/** Clicks, sign-ups and paid conversions per day: counts share one chart. */
export function countSeries(performance: ReferralPerformance): TimeSeries[] {
  const pick = (name: string, key: 'clicks' | 'signups' | 'paid_conversions') => ({
    name,
    points: performance.series.map((day) => ({ date: day.date, value: day[key] })),
  });
  return [
    pick('Clicks', 'clicks'),
    pick('Sign-ups', 'signups'),
    pick('Paid conversions', 'paid_conversions'),
  ];
}

/** Earnings per day: money gets a chart of its own, with its own axis. */
export function earningsSeries(performance: ReferralPerformance): TimeSeries[] {
  return [
    {
      name: 'Earnings',
      points: performance.series.map((day) => ({ date: day.date, value: day.earnings })),
    },
  ];
}
