import { isPlatform } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import {
  domainAdsQuery,
  domainAnalyticsQuery,
} from '../features/domain-analytics/api/domain-queries';
import { DomainView } from '../features/domain-analytics/components/domain-view';
import { readAnalyticsFilter } from '../lib/analytics-filter';
import '../styles/insights.css';

// The contract's rule for the `{id}` of domain analytics (a name or a numeric id).
const DOMAIN_PATTERN = /^[a-z0-9][a-z0-9.-]{0,252}$/;

/** Domain names are case-insensitive: the lower-case name is the one cache key. */
function domainOf(value: string | undefined): string | null {
  const domain = value?.trim().toLowerCase() ?? '';
  return DOMAIN_PATTERN.test(domain) ? domain : null;
}

export async function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  const domain = domainOf(params.domain);
  if (!isPlatform(platform) || !domain) return null;
  const filter = readAnalyticsFilter(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(domainAdsQuery(api, platform, domain));
  await queryClient.ensureQueryData(domainAnalyticsQuery(api, platform, domain, filter));
  return null;
}

export function Component() {
  const params = useParams();
  const domain = domainOf(params.domain);
  if (!isPlatform(params.platform)) return <NotFound title="Unknown platform" />;
  if (!domain) return <NotFound title="Not a domain name" />;
  return <DomainView platform={params.platform} domain={domain} />;
}
