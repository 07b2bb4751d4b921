import { profileEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The signed-in user's profile (`GET /v1/user/profile`). */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api.call(profileEndpoint, {}, { signal }),
  });
}
