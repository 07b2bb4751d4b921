import { type Platform, adEngagementsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { EngagementRange } from '../../../components/ad-detail-content/engagement-range';
import { searchKeys } from '../../../lib/query-keys';

/**
 * An ad's engagement history in a range (`GET /v1/{platform}/ads/{id}/engagements`): part of
 * the paid detail, so asked only once the detail is open (402 before).
 */
export function adEngagementsQuery(
  api: ApiClient,
  platform: Platform,
  id: number,
  range: EngagementRange,
) {
  return queryOptions({
    queryKey: searchKeys.adEngagements(platform, id, range),
    queryFn: ({ signal }) =>
      api.call(adEngagementsEndpoint, { params: { platform, id }, query: range }, { signal }),
  });
}
