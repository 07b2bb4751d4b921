import { useApi } from '@adlens/shared-contracts/react';
import { FollowPreview } from '@adlens/shared-ui/follows';
import { useQuery } from '@tanstack/react-query';
import { followPreviewQuery } from './follow-preview-query';
import { type FollowTarget, followStatusQuery } from './follow-status-query';

/**
 * What following `target` would have sent, below its follow button while the user does not follow
 * it (issue 38). Once they follow, the Following page's alert rule shows the backtest.
 */
export function FollowTargetPreview({ target }: { target: FollowTarget }) {
  const api = useApi();
  const status = useQuery(followStatusQuery(api, target));
  const notFollowing = status.data?.follow === null;
  const preview = useQuery({ ...followPreviewQuery(api, target), enabled: notFollowing });
  if (!notFollowing) return null;
  return (
    <FollowPreview
      backtest={preview.data}
      failed={preview.isError && !preview.isFetching}
      onRetry={() => void preview.refetch()}
    />
  );
}
