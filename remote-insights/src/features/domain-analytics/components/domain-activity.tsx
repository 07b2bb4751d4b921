import type { DomainAnalytics } from '@adlens/shared-contracts';
import { EmptyState, Section } from '@adlens/shared-ui';
import { BarChart, TimeSeriesChart } from '@adlens/shared-ui/charts';
import { countBars, isFlat, newVsActiveSeries } from '../../../lib/chart-data';
import { countryName } from '../../../lib/country-name';

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
        <Section title="Countries">
          <BarChart
            title="Ads per country"
            hideTitle
            data={countBars(data.countries, countryName)}
            categoryLabel="Country"
            valueLabel="Ads"
          />
        </Section>
        <Section title="Calls to action">
          <BarChart
            title="Ads per call to action"
            hideTitle
            data={countBars(data.top_ctas)}
            categoryLabel="Call to action"
            valueLabel="Ads"
          />
        </Section>
      </div>
    </>
  );
}
