import {
  type Platform,
  platformAnalyticsEndpoint,
  topAdvertisersEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { type AnalyticsFilter, analyticsQuery } from '../../../lib/analytics-filter';
import { insightsKeys } from '../../../lib/query-keys';

export const TOP_ADVERTISERS_PER_PAGE = 10;

export function platformAnalyticsQuery(
  api: ApiClient,
  platform: Platform,
  filter: AnalyticsFilter,
) {
  const query = analyticsQuery(filter);
  return queryOptions({
    queryKey: insightsKeys.analytics(platform, query),
    queryFn: ({ signal }) =>
      api.call(platformAnalyticsEndpoint, { params: { platform }, query }, { signal }),
  });
}

/** Ranked by ads; the API ranks over every category, so the category filter does not apply. */
export function topAdvertisersQuery(
  api: ApiClient,
  platform: Platform,
  filter: AnalyticsFilter,
  page: number,
) {
  const query = {
    period: filter.period,
    rank_by: 'ads' as const,
    ...(filter.country ? { country: filter.country } : {}),
    page,
    per_page: TOP_ADVERTISERS_PER_PAGE,
  };
  return queryOptions({
    queryKey: insightsKeys.topAdvertisers(platform, query),
    queryFn: ({ signal }) =>
      api.call(topAdvertisersEndpoint, { params: { platform }, query }, { signal }),
  });
}
