import type { DomainAnalytics } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { BarFigure } from '../../../components/bar-figure';
import { TimeSeriesFigure } from '../../../components/time-series-figure';
import { countBars, isFlat, newVsActiveSeries } from '../../../lib/chart-data';
import { countryName } from '../../../lib/country-name';

/** Activity of the period (filtered), beside the all-time country and call-to-action mix. */
export function DomainActivity({ data }: { data: DomainAnalytics }) {
  const series = newVsActiveSeries(data.series);
  return (
    <>
      <section className="insights-section" aria-labelledby="domain-activity-title">
        <h2 id="domain-activity-title">Activity over time</h2>
        {isFlat(series) ? (
          <EmptyState
            title="No ads in this period"
            description="This domain had no ads running in the chosen period and filters."
          />
        ) : (
          <TimeSeriesFigure title="New and active ads per day" series={series} />
        )}
      </section>
      <div className="insights-columns">
        <section className="insights-section" aria-labelledby="domain-countries-title">
          <h2 id="domain-countries-title">Countries</h2>
          <BarFigure title="Ads per country" bars={countBars(data.countries, countryName)} />
        </section>
        <section className="insights-section" aria-labelledby="domain-ctas-title">
          <h2 id="domain-ctas-title">Calls to action</h2>
          <BarFigure title="Ads per call to action" bars={countBars(data.top_ctas)} />
        </section>
      </div>
    </>
  );
}
