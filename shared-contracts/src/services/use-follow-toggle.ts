import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FOLLOWS_KEY, followStatusKey } from '../api/follow-query-keys';
import {
  type FollowKind,
  type FollowStatus,
  PENDING_FOLLOW_ID,
  followEndpoint,
  followStatusEndpoint,
  toggledFollowStatus,
  unfollowEndpoint,
} from '../api/follows';
import type { Platform } from '../platforms';
import { errorMessage } from '../errors/error-message';
import { useApi, useNotify } from './host-services';

export interface FollowTarget {
  kind: FollowKind;
  platform: Platform;
  id: number;
}

/** What a follow button shows and does; `null` while the status cannot be read. */
export interface FollowToggleState {
  following: boolean;
  /** Null while the status loads. */
  followers: number | null;
  busy: boolean;
  onToggle: () => void;
}

/**
 * Follows or unfollows an owner, a campaign or a saved filter in one press, for whichever remote
 * shows the button (decision 0030): the button and the count change at once and go back, with the
 * reason, when the server refuses. The status is cached under the contract's key, so a change made
 * on one remote's page is what the other reads, and a change makes the user's list of follows
 * (`/following`) stale, whichever remote made it.
 */
export function useFollowToggle(target: FollowTarget): FollowToggleState | null {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = followStatusKey(target);
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(followStatusEndpoint, { params: target }, { signal }),
  });
  const toggle = useMutation({
    mutationFn: (current: FollowStatus): Promise<unknown> =>
      current.follow
        ? api.call(unfollowEndpoint, { params: { id: current.follow.id } })
        : api.call(followEndpoint, {
            body: { kind: target.kind, platform: target.platform, target_id: target.id },
          }),
    onMutate: async (current: FollowStatus) => {
      // An answer still on its way must not overwrite the change.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<FollowStatus>(queryKey, toggledFollowStatus(current));
      return { before: current };
    },
    onError: (error, _current, context) => {
      if (context) queryClient.setQueryData(queryKey, context.before);
      notify.show({ type: 'error', message: errorMessage(error) });
    },
    onSuccess: () => {
      // The server's answer holds the follow's real id (and the count others changed meanwhile).
      void status.refetch();
      void queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY, exact: true });
    },
  });

  if (status.isPending) return { following: false, followers: null, busy: true, onToggle: noop };
  if (status.isError) return null;
  const current = status.data;
  return {
    following: current.follow !== null,
    followers: current.followers,
    busy: toggle.isPending || current.follow?.id === PENDING_FOLLOW_ID,
    onToggle: () => toggle.mutate(current),
  };
}

function noop() {}
