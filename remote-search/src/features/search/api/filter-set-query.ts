import {
  type ApiClient,
  type Platform,
  bookmarkFiltersEndpoint,
  ownerFiltersEndpoint,
  searchFiltersEndpoint,
} from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

const ENDPOINTS = {
  search: searchFiltersEndpoint,
  owner: ownerFiltersEndpoint,
  bookmark: bookmarkFiltersEndpoint,
} as const;

export type FilterScope = keyof typeof ENDPOINTS;

/** The filters a platform offers in a scope (`GET /v1/filters/{platform}/{scope}`). */
export function filterSetQuery(api: ApiClient, platform: Platform, scope: FilterScope) {
  return queryOptions({
    queryKey: searchKeys.filters(scope, platform),
    queryFn: ({ signal }) => api.call(ENDPOINTS[scope], { params: { platform } }, { signal }),
  });
}
