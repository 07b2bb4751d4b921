import { type AdFilters, type Platform, tagFacetsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * Ads of the current search per tag (`POST /v1/{platform}/ads/tag-facets`), for the filter bar's
 * tag fields. The last counts stay on screen while the next ones load, so the bar does not jump.
 */
export function tagFacetsQuery(api: ApiClient, platform: Platform, filters: AdFilters) {
  return queryOptions({
    queryKey: searchKeys.tagFacets(platform, filters),
    queryFn: ({ signal }) =>
      api.call(tagFacetsEndpoint, { params: { platform }, body: filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}
