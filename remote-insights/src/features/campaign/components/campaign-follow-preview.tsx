import { useApi } from '@adlens/shared-contracts/react';
import { FollowPreview } from '@adlens/shared-ui/follows';
import { useQuery } from '@tanstack/react-query';
import {
  campaignFollowPreviewQuery,
  campaignFollowStatusQuery,
} from '../api/campaign-follow-queries';
import type { CampaignRef } from '../state/campaign-ref';

/**
 * What following the campaign would have sent, below its follow button while the user does not
 * follow it (issue 38). Once they follow, the Following page's alert rule shows the backtest.
 */
export function CampaignFollowPreview({ campaign }: { campaign: CampaignRef }) {
  const api = useApi();
  const status = useQuery(campaignFollowStatusQuery(api, campaign));
  const notFollowing = status.data?.follow === null;
  const preview = useQuery({
    ...campaignFollowPreviewQuery(api, campaign),
    enabled: notFollowing,
  });
  if (!notFollowing) return null;
  return (
    <FollowPreview
      backtest={preview.data}
      failed={preview.isError && !preview.isFetching}
      onRetry={() => void preview.refetch()}
    />
  );
}
