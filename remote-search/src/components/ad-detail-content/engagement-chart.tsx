import type { EngagementHistory } from '@adlens/shared-contracts';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { engagementSeries } from './engagement-series';

/** The engagement history drawn; loaded on its own, so the chart kit never delays the page. */
export function EngagementChart({ history }: { history: EngagementHistory }) {
  return (
    <TimeSeriesChart
      title="Engagement over time"
      description="Cumulative counters: times seen and each engagement."
      series={engagementSeries(history)}
    />
  );
}
