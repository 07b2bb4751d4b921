import { tutorialsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The product's tutorial videos (`GET /v1/common/tutorials`); they change rarely. */
export function tutorialsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.tutorials(),
    queryFn: ({ signal }) => api.call(tutorialsEndpoint, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
