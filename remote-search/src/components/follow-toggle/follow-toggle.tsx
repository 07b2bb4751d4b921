import { type FollowTarget, useFollowToggle } from '@adlens/shared-contracts';
import { FollowButton } from '@adlens/shared-ui';

/** The follow button of an owner or a saved filter (the state and calls are the contract's). */
export function FollowToggle({ target, name }: { target: FollowTarget; name: string }) {
  const state = useFollowToggle(target);
  return state && <FollowButton name={name} {...state} />;
}
