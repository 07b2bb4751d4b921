import { type Platform, adSearchEndpoint, domainAnalyticsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { type AnalyticsFilter, analyticsQuery } from '../../../lib/analytics-filter';
import { insightsKeys } from '../../../lib/query-keys';

export const DOMAIN_ADS_SHOWN = 8;

/** `domain` is the name from the URL (`novalabs.com`); the API also takes the numeric id. */
export function domainAnalyticsQuery(
  api: ApiClient,
  platform: Platform,
  domain: string,
  filter: AnalyticsFilter,
) {
  const query = analyticsQuery(filter);
  return queryOptions({
    queryKey: insightsKeys.domainAnalytics(platform, domain, query),
    queryFn: ({ signal }) =>
      api.call(domainAnalyticsEndpoint, { params: { platform, id: domain }, query }, { signal }),
  });
}

/**
 * The domain's newest ads, through the search (its keyword also matches the landing domain), so
 * that the page can link to their details and to the full search.
 */
export function domainAdsQuery(api: ApiClient, platform: Platform, domain: string) {
  const body = { keyword: domain, sort: 'newest' as const, page: 1, per_page: DOMAIN_ADS_SHOWN };
  return queryOptions({
    queryKey: insightsKeys.domainAds(platform, domain),
    queryFn: ({ signal }) => api.call(adSearchEndpoint, { params: { platform }, body }, { signal }),
  });
}
