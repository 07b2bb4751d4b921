import { href } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { PlainPage } from './plain-page';

export function YouAreBlockedPage() {
  return (
    <PlainPage
      title="You do not have access to this page"
      actions={
        <>
          <Link to={href('root')} className={buttonClassName('secondary')}>
            Back to Adlens
          </Link>
          <Link to={href('planSelect')} className={buttonClassName('primary')}>
            See plans
          </Link>
        </>
      }
    >
      <p>Your account does not include this part of Adlens.</p>
    </PlainPage>
  );
}
