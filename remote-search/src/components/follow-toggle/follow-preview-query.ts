import { followBacktestEndpoint } from '@adlens/shared-contracts';
import type { ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../lib/query-keys';
import type { FollowTarget } from './follow-status-query';

/**
 * How long the follow preview stays fresh: it changes only when an ingestion runs, so one fetch
 * serves the page view (no refetch when the follow button re-renders or the preview comes back).
 */
const FOLLOW_PREVIEW_STALE_MS = 5 * 60_000;

/**
 * What following `target` with the rule a follow starts with (instant, default budget) would
 * have sent over the last 30 days: read only, no credits (decision 0070).
 */
export function followPreviewQuery(api: ApiClient, target: FollowTarget) {
  const rule = {
    kind: target.kind,
    platform: target.platform,
    target_id: target.id,
    delivery: 'instant' as const,
  };
  return queryOptions({
    queryKey: searchKeys.followBacktest(rule),
    queryFn: ({ signal }) => api.call(followBacktestEndpoint, { body: rule }, { signal }),
    staleTime: FOLLOW_PREVIEW_STALE_MS,
  });
}
