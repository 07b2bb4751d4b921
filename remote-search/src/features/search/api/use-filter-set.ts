import {
  type FilterSet,
  type Platform,
  bookmarkFiltersEndpoint,
  ownerFiltersEndpoint,
  searchFiltersEndpoint,
  useApi,
} from '@adlens/shared-contracts';
import { type AsyncResult, useAsync } from '../../../lib/use-async';

const ENDPOINTS = {
  search: searchFiltersEndpoint,
  owner: ownerFiltersEndpoint,
  bookmark: bookmarkFiltersEndpoint,
} as const;

export type FilterScope = keyof typeof ENDPOINTS;

/** The filters a platform offers in a scope (`GET /v1/filters/{platform}/{scope}`). */
export function useFilterSet(platform: Platform, scope: FilterScope): AsyncResult<FilterSet> {
  const api = useApi();
  return useAsync(`${scope}:${platform}`, (signal) =>
    api.call(ENDPOINTS[scope], { params: { platform } }, { signal }),
  );
}
