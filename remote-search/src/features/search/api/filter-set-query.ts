import {
  type Platform,
  bookmarkFiltersEndpoint,
  ownerFiltersEndpoint,
  searchFiltersEndpoint,
  searchFiltersRequest,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
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
    queryFn: ({ signal }) => {
      if (scope === 'search') {
        // The contract's request: the host may have started it already (decision 0044).
        const { endpoint, input } = searchFiltersRequest(platform);
        return api.call(endpoint, input, { signal });
      }
      return api.call(ENDPOINTS[scope], { params: { platform } }, { signal });
    },
  });
}
