import { type Platform, adPreviewRequest } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * What the detail shows before spending (`GET /v1/{platform}/ads/{id}/preview`): the ad as a card
 * and whether this user already paid for it. Free; the loader asks it, so a missing ad is a 404.
 */
export function adPreviewQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.adPreview(platform, id),
    queryFn: ({ signal }) => {
      // The contract's request: the host may have started it already (decision 0044).
      const { endpoint, input } = adPreviewRequest(platform, id);
      return api.call(endpoint, input, { signal });
    },
  });
}
