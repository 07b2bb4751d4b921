import { type Platform } from '@adlens/shared-contracts';
import { ownerLandingHistoryEndpoint } from '@adlens/shared-contracts/features';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * An advertiser's landing pages reached by the ads this user opened, with their versions
 * (`GET /v1/{platform}/owners/{id}/landing-history`, decision 0064); charges nothing.
 */
export function ownerLandingHistoryQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.ownerLandingHistory(platform, id),
    queryFn: ({ signal }) =>
      api.call(ownerLandingHistoryEndpoint, { params: { platform, id } }, { signal }),
  });
}
