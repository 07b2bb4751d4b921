import type { DomainAnalytics } from '@adlens/shared-contracts';
import { EmptyState, Section } from '@adlens/shared-ui';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { AdMixSections } from '../../../components/ad-mix-sections';
import { isFlat, newVsActiveSeries } from '../../../lib/chart-data';

/** Activity of the period (filtered), beside the all-time country and call-to-action mix. */
export function DomainActivity({ data }: { data: DomainAnalytics }) {
  const series = newVsActiveSeries(data.series);
  return (
    <>
      <Section title="Activity over time">
        {isFlat(series) ? (
          <EmptyState
            title="No ads in this period"
            description="This domain had no ads running in the chosen period and filters."
          />
        ) : (
          <TimeSeriesChart title="New and active ads per day" hideTitle series={series} />
        )}
      </Section>
      <div className="insights-columns">
        <AdMixSections countries={data.countries} ctas={data.top_ctas} />
      </div>
    </>
  );
}
