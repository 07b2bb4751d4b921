import { href } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { PlainPage } from './plain-page';

export function RequestLimitPage() {
  return (
    <PlainPage
      title="Too many requests"
      actions={
        <Link to={href('dashboard')} className={buttonClassName('primary')}>
          Back to Adlens
        </Link>
      }
    >
      <p>You reached the request limit for now. Wait a little before you continue.</p>
    </PlainPage>
  );
}
