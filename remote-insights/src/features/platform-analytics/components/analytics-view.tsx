import { PLATFORM_LABELS, type Platform, useApi } from '@adlens/shared-contracts';
import { Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AnalyticsFilters } from '../../../components/analytics-filters';
import { QueryState } from '../../../components/query-state';
import { useAnalyticsFilter } from '../../../lib/use-analytics-filter';
import { platformAnalyticsQuery } from '../api/analytics-queries';
import { AnalyticsOverview } from './analytics-overview';
import { TopAdvertisers } from './top-advertisers';

function OverviewSkeleton() {
  return (
    <div className="insights-stack">
      <Skeleton height={72} />
      <Skeleton height={260} />
      <Skeleton height={180} />
    </div>
  );
}

export function AnalyticsView({ platform }: { platform: Platform }) {
  const api = useApi();
  const { filter, setFilter, shown } = useAnalyticsFilter();
  const analytics = useQuery(platformAnalyticsQuery(api, platform, filter));
  return (
    <main className="insights-page" aria-labelledby="analytics-title">
      <h1 id="analytics-title">{PLATFORM_LABELS[platform]} analytics</h1>
      <AnalyticsFilters filter={shown} onChange={setFilter} />
      <QueryState
        query={analytics}
        loadingLabel="Loading analytics"
        skeleton={<OverviewSkeleton />}
      >
        {(data) => <AnalyticsOverview platform={platform} data={data} />}
      </QueryState>
      <TopAdvertisers platform={platform} filter={filter} />
    </main>
  );
}
