import { type Platform, type PlatformAnalytics, href } from '@adlens/shared-contracts';
import {
  EmptyState,
  Section,
  StatGrid,
  StatTile,
  formatCompactNumber,
  formatDate,
} from '@adlens/shared-ui';
import { TimeSeriesChart } from '@adlens/shared-ui/charts';
import { Link } from 'react-router-dom';
import { AdMixSections } from '../../../components/ad-mix-sections';
import { newVsActiveSeries } from '../../../lib/chart-data';

export interface AnalyticsOverviewProps {
  platform: Platform;
  data: PlatformAnalytics;
}

function totals({ totals: t }: PlatformAnalytics) {
  return [
    { label: 'Ads', value: formatCompactNumber(t.ads) },
    { label: 'New ads', value: formatCompactNumber(t.new_ads) },
    { label: 'Active ads', value: formatCompactNumber(t.active_ads) },
    { label: 'Advertisers', value: formatCompactNumber(t.advertisers) },
    { label: 'Domains', value: formatCompactNumber(t.domains) },
    { label: 'Average days running', value: t.avg_days_running.toFixed(1) },
  ];
}

export function periodOf(data: { from: string; to: string }): string {
  return `${formatDate(data.from)} – ${formatDate(data.to)}`;
}

/** Headline totals, the daily chart and the top lists of one period. */
export function AnalyticsOverview({ platform, data }: AnalyticsOverviewProps) {
  if (data.totals.ads === 0) {
    return (
      <EmptyState
        title="No ads in this period"
        description={`Nothing ran between ${periodOf(data)} with these filters. Try a longer period or fewer filters.`}
      />
    );
  }
  return (
    <>
      <StatGrid>
        {totals(data).map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} />
        ))}
      </StatGrid>
      <Section title="New vs active ads">
        <TimeSeriesChart
          title="New and active ads per day"
          hideTitle
          series={newVsActiveSeries(data.series)}
        />
      </Section>
      <div className="insights-columns">
        <AdMixSections countries={data.top_countries} ctas={data.top_ctas} ranked />
        <Section title="Top domains">
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
        </Section>
      </div>
    </>
  );
}
