import { href, useSession } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';

export function Component() {
  const { user, remainingCredits } = useSession();
  return (
    <main aria-labelledby="subscription-title">
      <h1 id="subscription-title">Subscription</h1>
      <dl>
        <dt>Plan</dt>
        <dd>{user?.subscription.plan ?? 'No plan'}</dd>
        <dt>Remaining credits</dt>
        <dd>{remainingCredits}</dd>
      </dl>
      <Link to={href('planSelect')}>Change plan</Link>
    </main>
  );
}
