import { type ApiClient, profileEndpoint } from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

/** The signed-in user's profile (`GET /v1/user/profile`). */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.call(profileEndpoint, {}, { signal }),
  });
}
