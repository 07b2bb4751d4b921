import {
  type AdFilters,
  type ApiClient,
  type Platform,
  adSearchEndpoint,
  ownerAdsEndpoint,
} from '@adlens/shared-contracts';
import type { AdSort } from '../state/search-state';

/** Cards per page: a few screens of the grid, small enough for a quick first answer. */
export const ADS_PER_PAGE = 40;

interface AdsQuery {
  platform: Platform;
  filters: AdFilters;
  sort: AdSort;
  page: number;
}

export function searchAds(api: ApiClient, query: AdsQuery, signal: AbortSignal) {
  const { platform, filters, sort, page } = query;
  return api.call(
    adSearchEndpoint,
    { params: { platform }, body: { ...filters, sort, page, per_page: ADS_PER_PAGE } },
    { signal },
  );
}

export function ownerAds(api: ApiClient, ownerId: number, query: AdsQuery, signal: AbortSignal) {
  const { platform, filters, sort, page } = query;
  return api.call(
    ownerAdsEndpoint,
    { params: { platform, id: ownerId }, body: { ...filters, sort, page, per_page: ADS_PER_PAGE } },
    { signal },
  );
}
