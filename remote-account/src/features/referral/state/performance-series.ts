import type { ReferralPerformance } from '@adlens/shared-contracts';
import { type TimeSeries, seriesFromRows } from '@adlens/shared-ui/charts';

/** Clicks, sign-ups and paid conversions per day: counts share one chart. */
export function countSeries(performance: ReferralPerformance): TimeSeries[] {
  return seriesFromRows(performance.series, [
    { name: 'Clicks', value: (day) => day.clicks },
    { name: 'Sign-ups', value: (day) => day.signups },
    { name: 'Paid conversions', value: (day) => day.paid_conversions },
  ]);
}

/** Earnings per day: money gets a chart of its own, with its own axis. */
export function earningsSeries(performance: ReferralPerformance): TimeSeries[] {
  return seriesFromRows(performance.series, [{ name: 'Earnings', value: (day) => day.earnings }]);
}
