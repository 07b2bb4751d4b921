import { userDashboardEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The account overview of `/dashboard/subscription` (plan, credits, seats, recent usage). */
export function dashboardQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.dashboard(),
    queryFn: ({ signal }) => api.call(userDashboardEndpoint, {}, { signal }),
  });
}
