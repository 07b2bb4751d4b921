import { type ApiClient, teamMembersEndpoint } from '@adlens/shared-contracts';
import { queryOptions } from '@tanstack/react-query';

export const TEAM_QUERY_KEY = ['account', 'team'] as const;

/** The team's members and seats (`GET /v1/subscription/team/members`). */
export function teamQuery(api: ApiClient) {
  return queryOptions({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => api.call(teamMembersEndpoint, {}, { signal }),
  });
}
