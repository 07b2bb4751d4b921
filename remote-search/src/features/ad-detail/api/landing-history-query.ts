import { type Platform, landingHistoryEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * The versions of the pages an ad leads to (`GET /v1/{platform}/ads/{id}/landing-history`): part
 * of the paid detail, so asked only once the detail is open (402 before).
 */
export function landingHistoryQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.landingHistory(platform, id),
    queryFn: ({ signal }) =>
      api.call(landingHistoryEndpoint, { params: { platform, id } }, { signal }),
  });
}
