import { formatCompactNumber } from '../../formatters/compact-number';
import { Button } from '../button/button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './follow-button.css';

export interface FollowButtonProps {
  /** What is followed, read after the button's text by screen readers ("Follow True Studio"). */
  name: string;
  following: boolean;
  /** Users of the app following the same thing; null while unknown (nothing shows). */
  followers: number | null;
  /** A change is on its way: the button waits for it. */
  busy?: boolean;
  onToggle: () => void;
}

/**
 * The follow toggle of an owner, campaign or saved filter: a pressed/unpressed button and the
 * follower count. Presentational: the remote that shows it calls the API (decision 0030).
 */
export function FollowButton({ name, following, followers, busy, onToggle }: FollowButtonProps) {
  return (
    <span className="adl-follow">
      <Button
        size="small"
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        disabled={busy}
        onClick={onToggle}
      >
        {following ? 'Following' : 'Follow'}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {followers === null ? null : (
        <span className="adl-follow__count">
          {formatCompactNumber(followers)} {followers === 1 ? 'follower' : 'followers'} on Adlens
        </span>
      )}
    </span>
  );
}
