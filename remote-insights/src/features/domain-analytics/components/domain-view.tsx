import { PLATFORM_LABELS, type Platform, href } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, PageHeader, SkeletonBlock, renderRouterLink } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AnalyticsFilters } from '../../../components/analytics-filters';
import { useAnalyticsFilter } from '../../../lib/use-analytics-filter';
import { domainAnalyticsQuery } from '../api/domain-queries';
import { DomainActivity } from './domain-activity';
import { DomainAdvertisers } from './domain-advertisers';
import { DomainAds } from './domain-ads';
import { DomainFacts } from './domain-facts';

function DomainSkeleton() {
  return (
    <div className="insights-stack">
      <SkeletonBlock height={96} />
      <SkeletonBlock height={48} />
      <SkeletonBlock height={260} />
    </div>
  );
}

export function DomainView({ platform, domain }: { platform: Platform; domain: string }) {
  const api = useApi();
  const [params] = useSearchParams();
  const { filter, setFilter, shown } = useAnalyticsFilter();
  const analytics = useQuery(domainAnalyticsQuery(api, platform, domain, filter));
  // Back to the platform's analytics with the same filter.
  const back = `${href('analytics', { platform })}${params.size > 0 ? `?${params.toString()}` : ''}`;
  return (
    <main className="insights-page">
      <PageHeader
        title={domain}
        breadcrumbs={[
          { label: `${PLATFORM_LABELS[platform]} analytics`, href: back },
          { label: domain },
        ]}
        renderLink={renderRouterLink}
      />
      <AnalyticsFilters filter={shown} onChange={setFilter} />
      <AsyncContent
        query={analytics}
        loadingLabel="Loading domain analytics"
        skeleton={<DomainSkeleton />}
      >
        {(data) => (
          <>
            <DomainFacts data={data} />
            <DomainActivity data={data} />
            <DomainAdvertisers platform={platform} data={data} />
          </>
        )}
      </AsyncContent>
      <DomainAds platform={platform} domain={domain} />
    </main>
  );
}
