import { teamMembersEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

/** The team's members and seats (`GET /v1/subscription/team/members`). */
export function teamQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.team(),
    queryFn: ({ signal }) => api.call(teamMembersEndpoint, {}, { signal }),
  });
}
