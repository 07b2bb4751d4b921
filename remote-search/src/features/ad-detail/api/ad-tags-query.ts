import { type Platform, adTagsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/**
 * An ad's creative tags with their evidence (`GET /v1/{platform}/ads/{id}/tags`): part of the paid
 * detail, so asked only once the detail is open (402 before).
 */
export function adTagsQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.adTags(platform, id),
    queryFn: ({ signal }) => api.call(adTagsEndpoint, { params: { platform, id } }, { signal }),
  });
}
