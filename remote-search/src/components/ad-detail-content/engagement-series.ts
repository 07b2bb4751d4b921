import type { EngagementHistory } from '@adlens/shared-contracts';
import type { TimeSeries } from '@adlens/shared-ui/charts';

function label(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** The cumulative counters of an engagement history as chart series: seen, then each key. */
export function engagementSeries(history: EngagementHistory): TimeSeries[] {
  return [
    { name: 'Seen', points: history.points.map(({ date, seen }) => ({ date, value: seen })) },
    ...history.keys.map((key) => ({
      name: label(key),
      points: history.points.map(({ date, values }) => ({ date, value: values[key] ?? 0 })),
    })),
  ];
}
