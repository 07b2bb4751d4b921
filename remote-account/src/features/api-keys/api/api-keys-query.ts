import { apiKeysEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The user's live and expired keys, newest first (`GET /v1/user/api-keys`); never a secret. */
export function apiKeysQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.apiKeys(),
    queryFn: ({ signal }) => api.call(apiKeysEndpoint, {}, { signal }),
  });
}
