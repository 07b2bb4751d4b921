import { PLATFORM_LABELS, type Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, PageHeader, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AnalyticsFilters } from '../../../components/analytics-filters';
import { useAnalyticsFilter } from '../../../lib/use-analytics-filter';
import { platformAnalyticsQuery } from '../api/analytics-queries';
import { AnalyticsOverview, periodOf } from './analytics-overview';
import { TopAdvertisers } from './top-advertisers';

function OverviewSkeleton() {
  return (
    <div className="insights-stack">
      <SkeletonBlock height={96} />
      <SkeletonBlock height={260} />
      <SkeletonBlock height={180} />
    </div>
  );
}

export function AnalyticsView({ platform }: { platform: Platform }) {
  const api = useApi();
  const { filter, setFilter, shown } = useAnalyticsFilter();
  const analytics = useQuery(platformAnalyticsQuery(api, platform, filter));
  return (
    <main className="insights-page">
      <PageHeader
        title={`${PLATFORM_LABELS[platform]} analytics`}
        subtitle={analytics.data ? periodOf(analytics.data) : undefined}
      />
      <AnalyticsFilters filter={shown} onChange={setFilter} />
      <AsyncContent
        query={analytics}
        loadingLabel="Loading analytics"
        skeleton={<OverviewSkeleton />}
      >
        {(data) => <AnalyticsOverview platform={platform} data={data} />}
      </AsyncContent>
      <TopAdvertisers platform={platform} filter={filter} />
    </main>
  );
}
