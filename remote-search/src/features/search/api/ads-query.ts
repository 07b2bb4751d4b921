import {
  type AdFilters,
  type AdSearchData,
  ADS_PER_PAGE,
  type Platform,
  adSearchRequest,
  ownerAdsEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AdSort } from '../state/search-state';
import { searchKeys } from '../../../lib/query-keys';

export interface AdsQuery {
  platform: Platform;
  filters: AdFilters;
  sort: AdSort;
  /** One card per group of near-identical creatives (decision 0033). */
  groupVariants?: boolean;
}

function nextPage(last: AdSearchData): number | undefined {
  return last.page < last.total_pages ? last.page + 1 : undefined;
}

/** Result pages of the platform search (`POST /v1/{platform}/ads/search`), for infinite scroll. */
export function searchAdsQuery(
  api: ApiClient,
  { platform, filters, sort, groupVariants = false }: AdsQuery,
) {
  return infiniteQueryOptions({
    queryKey: searchKeys.adSearch(platform, filters, sort, groupVariants),
    queryFn: ({ pageParam, signal }) => {
      // The contract's request: the host may have started the first page already (decision 0044).
      const { endpoint, input } = adSearchRequest({
        platform,
        filters,
        sort,
        page: pageParam,
        groupVariants,
      });
      return api.call(endpoint, input, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Result pages of one advertiser's ads (`POST /v1/{platform}/ads/owner/{id}`). */
export function ownerAdsQuery(
  api: ApiClient,
  ownerId: number,
  { platform, filters, sort }: AdsQuery,
) {
  return infiniteQueryOptions({
    queryKey: searchKeys.ownerAds(platform, ownerId, filters, sort),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        ownerAdsEndpoint,
        {
          params: { platform, id: ownerId },
          body: { ...filters, sort, page: pageParam, per_page: ADS_PER_PAGE },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
