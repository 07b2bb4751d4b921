import { type Platform, ownerEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/** An advertiser's profile (`GET /v1/{platform}/owner/{id}`). */
export function ownerQuery(api: ApiClient, platform: Platform, id: number) {
  return queryOptions({
    queryKey: searchKeys.owner(platform, id),
    queryFn: ({ signal }) => api.call(ownerEndpoint, { params: { platform, id } }, { signal }),
  });
}
