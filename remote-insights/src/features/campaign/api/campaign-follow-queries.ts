import { followBacktestEndpoint, followStatusEndpoint } from '@adlens/shared-contracts';
import type { ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { insightsKeys } from '../../../lib/query-keys';
import type { CampaignRef } from '../state/campaign-ref';

/**
 * How long the follow preview stays fresh: it changes only when an ingestion runs, so one fetch
 * serves the page view (no refetch when the follow button re-renders or the preview comes back).
 */
const FOLLOW_PREVIEW_STALE_MS = 5 * 60_000;

/** Whether the user follows the campaign and how many do (`GET /v1/follows/target/...`). */
export function campaignFollowStatusQuery(api: ApiClient, campaign: CampaignRef) {
  const params = { kind: 'campaign' as const, platform: campaign.platform, id: campaign.id };
  return queryOptions({
    queryKey: insightsKeys.followStatus(params),
    queryFn: ({ signal }) => api.call(followStatusEndpoint, { params }, { signal }),
  });
}

/**
 * What following the campaign with the rule a follow starts with (instant, default budget) would
 * have sent over the last 30 days: read only, no credits (decision 0070).
 */
export function campaignFollowPreviewQuery(api: ApiClient, campaign: CampaignRef) {
  const rule = {
    kind: 'campaign' as const,
    platform: campaign.platform,
    target_id: campaign.id,
    delivery: 'instant' as const,
  };
  return queryOptions({
    queryKey: insightsKeys.followPreview(campaign),
    queryFn: ({ signal }) => api.call(followBacktestEndpoint, { body: rule }, { signal }),
    staleTime: FOLLOW_PREVIEW_STALE_MS,
  });
}
