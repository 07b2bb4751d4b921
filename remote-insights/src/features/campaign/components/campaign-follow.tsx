import {
  FOLLOWS_KEY,
  type FollowStatus,
  PENDING_FOLLOW_ID,
  errorMessage,
  followEndpoint,
  toggledFollowStatus,
  unfollowEndpoint,
} from '@adlens/shared-contracts';
import { useApi, useNotify } from '@adlens/shared-contracts/react';
import { FollowButton } from '@adlens/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignFollowStatusQuery } from '../api/campaign-follow-queries';
import type { CampaignRef } from '../state/campaign-ref';

/**
 * Follows the campaign in one press: the button and the count change at once and go back, with
 * the reason, when the server refuses (decision 0030).
 */
export function CampaignFollow({ campaign, name }: { campaign: CampaignRef; name: string }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = campaignFollowStatusQuery(api, campaign);
  const status = useQuery(query);
  const toggle = useMutation({
    mutationFn: (current: FollowStatus): Promise<unknown> =>
      current.follow
        ? api.call(unfollowEndpoint, { params: { id: current.follow.id } })
        : api.call(followEndpoint, {
            body: { kind: 'campaign', platform: campaign.platform, target_id: campaign.id },
          }),
    onMutate: async (current: FollowStatus) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      queryClient.setQueryData<FollowStatus>(query.queryKey, toggledFollowStatus(current));
      return { before: current };
    },
    onError: (error, _current, context) => {
      if (context) queryClient.setQueryData(query.queryKey, context.before);
      notify.show({ type: 'error', message: errorMessage(error) });
    },
    onSuccess: () => {
      // The server's answer holds the follow's real id (and the count others changed meanwhile).
      void status.refetch();
      // `/following` (remote-search) lists the user's follows: this one is new there, or gone.
      void queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY, exact: true });
    },
  });

  if (status.isPending)
    return <FollowButton name={name} following={false} followers={null} busy onToggle={() => {}} />;
  if (status.isError) return null;
  return (
    <FollowButton
      name={name}
      following={status.data.follow !== null}
      followers={status.data.followers}
      busy={toggle.isPending || status.data.follow?.id === PENDING_FOLLOW_ID}
      onToggle={() => toggle.mutate(status.data)}
    />
  );
}
