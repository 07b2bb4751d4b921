import { type FollowKind, type Platform, followStatusEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../lib/query-keys';

export interface FollowTarget {
  kind: FollowKind;
  platform: Platform;
  id: number;
}

/** Whether the user follows a thing and how many do (`GET /v1/follows/target/...`). */
export function followStatusQuery(api: ApiClient, target: FollowTarget) {
  return queryOptions({
    queryKey: searchKeys.followStatus(target),
    queryFn: ({ signal }) => api.call(followStatusEndpoint, { params: target }, { signal }),
  });
}
