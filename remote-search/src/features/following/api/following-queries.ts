import {
  type FollowBacktestBody,
  announcementEndpoint,
  followBacktestEndpoint,
  followsEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/** What the user follows, with what changed since their last visit (`GET /v1/follows`). */
export function followsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: searchKeys.follows(),
    queryFn: ({ signal }) => api.call(followsEndpoint, undefined, { signal }),
  });
}

/** Exactly the ads one change notification announced. */
export function announcementQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: searchKeys.announcement(id),
    queryFn: ({ signal }) => api.call(announcementEndpoint, { params: { id } }, { signal }),
  });
}

/** What an alert rule would have sent over the last 30 days (read only, no credits). */
export function followBacktestQuery(api: ApiClient, rule: FollowBacktestBody) {
  return queryOptions({
    queryKey: searchKeys.followBacktest(rule),
    queryFn: ({ signal }) => api.call(followBacktestEndpoint, { body: rule }, { signal }),
  });
}
