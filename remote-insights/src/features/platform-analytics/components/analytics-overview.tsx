import { type Platform, type PlatformAnalytics, href } from '@adlens/shared-contracts';
import { EmptyState, formatCompactNumber, formatDate } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { BarFigure } from '../../../components/bar-figure';
import { StatList } from '../../../components/stat-list';
import { TimeSeriesFigure } from '../../../components/time-series-figure';
import { countBars, newVsActiveSeries } from '../../../lib/chart-data';
import { countryName } from '../../../lib/country-name';

export interface AnalyticsOverviewProps {
  platform: Platform;
  data: PlatformAnalytics;
}

function totals(data: PlatformAnalytics) {
  const { totals: t } = data;
  return [
    { label: 'Ads', value: formatCompactNumber(t.ads) },
    { label: 'New ads', value: formatCompactNumber(t.new_ads) },
    { label: 'Active ads', value: formatCompactNumber(t.active_ads) },
    { label: 'Advertisers', value: formatCompactNumber(t.advertisers) },
    { label: 'Domains', value: formatCompactNumber(t.domains) },
    { label: 'Average days running', value: t.avg_days_running.toFixed(1) },
  ];
}

/** Headline totals, the daily chart and the top lists of one period. */
export function AnalyticsOverview({ platform, data }: AnalyticsOverviewProps) {
  const window = `${formatDate(data.from)} – ${formatDate(data.to)}`;
  if (data.totals.ads === 0) {
    return (
      <EmptyState
        title="No ads in this period"
        description={`Nothing ran between ${window} with these filters. Try a longer period or fewer filters.`}
      />
    );
  }
  return (
    <>
      <p className="insights-muted">{window}</p>
      <StatList label="Totals" stats={totals(data)} />
      <section className="insights-section" aria-labelledby="activity-title">
        <h2 id="activity-title">New vs active ads</h2>
        <TimeSeriesFigure
          title="New and active ads per day"
          series={newVsActiveSeries(data.series)}
        />
      </section>
      <div className="insights-columns">
        <section className="insights-section" aria-labelledby="ctas-title">
          <h2 id="ctas-title">Top calls to action</h2>
          <BarFigure title="Ads per call to action" bars={countBars(data.top_ctas)} />
        </section>
        <section className="insights-section" aria-labelledby="countries-title">
          <h2 id="countries-title">Top countries</h2>
          <BarFigure title="Ads per country" bars={countBars(data.top_countries, countryName)} />
        </section>
        <section className="insights-section" aria-labelledby="domains-title">
          <h2 id="domains-title">Top domains</h2>
          <ol className="insights-ranked">
            {data.top_domains.map((domain) => (
              <li key={domain.id} className="insights-ranked__item">
                <Link to={href('domainAnalytics', { platform, domain: domain.label })}>
                  {domain.label}
                </Link>
                <span className="insights-ranked__value">
                  {domain.count.toLocaleString('en-US')} ads
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
