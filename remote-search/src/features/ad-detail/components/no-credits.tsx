import { href } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

/** Spec: ad details are shown only while remaining credits are above zero. */
export function NoCredits() {
  return (
    <EmptyState
      title="You have no credits left"
      description="Ad details cost credits and your plan has none remaining. Choose a plan to keep opening ads."
      action={
        <Link className="adl-button adl-button--primary" to={href('planSelect')}>
          See plans
        </Link>
      }
    />
  );
}
