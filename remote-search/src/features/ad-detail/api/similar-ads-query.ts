import { type Platform } from '@adlens/shared-contracts';
import { similarAdsEndpoint } from '@adlens/shared-contracts/features';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * Look-alikes of an ad on any platform and by any advertiser, each with its reason
 * (`GET /v1/{platform}/ads/{id}/similar`, decision 0066); free, asked once the detail is open.
 */
export function similarAdsQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.similarAds(platform, id),
    queryFn: ({ signal }) => api.call(similarAdsEndpoint, { params: { platform, id } }, { signal }),
  });
}
