import { href } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { PlainPage } from './plain-page';

export function MaintenancePage() {
  return (
    <PlainPage
      title="Adlens is under maintenance"
      actions={
        <Link to={href('dashboard')} className={buttonClassName('primary')}>
          Try again
        </Link>
      }
    >
      <p>
        We are improving Adlens right now and will be back shortly. Thank you for your patience.
      </p>
    </PlainPage>
  );
}
