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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '../../lib/use-optimistic-mutation';
import { type FollowTarget, followStatusQuery } from './follow-status-query';

/**
 * Follows or unfollows an owner, a campaign or a saved filter in one press: the button and the
 * count change at once and go back, with the reason, if the server refuses (decision 0030).
 */
export function FollowToggle({ target, name }: { target: FollowTarget; name: string }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery(followStatusQuery(api, target));
  const toggle = useOptimisticMutation<FollowStatus, FollowStatus, unknown>({
    queryKey: followStatusQuery(api, target).queryKey,
    change: toggledFollowStatus,
    mutationFn: (current) =>
      current.follow
        ? api.call(unfollowEndpoint, { params: { id: current.follow.id } })
        : api.call(followEndpoint, {
            body: { kind: target.kind, platform: target.platform, target_id: target.id },
          }),
    onError: (error) => notify.show({ type: 'error', message: errorMessage(error) }),
    onSuccess: () => {
      // The server's answer holds the follow's real id (and the count others changed meanwhile).
      void status.refetch();
      // `/following` lists the user's follows: this one is new there, or gone.
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
