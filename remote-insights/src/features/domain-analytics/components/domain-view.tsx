import { PLATFORM_LABELS, type Platform, href, useApi } from '@adlens/shared-contracts';
import { Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AnalyticsFilters } from '../../../components/analytics-filters';
import { QueryState } from '../../../components/query-state';
import { useAnalyticsFilter } from '../../../lib/use-analytics-filter';
import { domainAnalyticsQuery } from '../api/domain-queries';
import { DomainActivity } from './domain-activity';
import { DomainAdvertisers } from './domain-advertisers';
import { DomainAds } from './domain-ads';
import { DomainFacts } from './domain-facts';

function DomainSkeleton() {
  return (
    <div className="insights-stack">
      <Skeleton height={72} />
      <Skeleton height={48} />
      <Skeleton height={260} />
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
    <main className="insights-page" aria-labelledby="domain-title">
      <p>
        <Link to={back}>{PLATFORM_LABELS[platform]} analytics</Link>
      </p>
      <h1 id="domain-title">{domain}</h1>
      <AnalyticsFilters filter={shown} onChange={setFilter} />
      <QueryState
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
      </QueryState>
      <DomainAds platform={platform} domain={domain} />
    </main>
  );
}
