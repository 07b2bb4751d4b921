import { href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { PlainPage } from './plain-page';

export function YouAreBlockedPage() {
  return (
    <PlainPage
      title="You do not have access to this page"
      actions={
        <>
          <Link to={href('root')}>Back to Adlens</Link>{' '}
          <Link to={href('planSelect')}>See plans</Link>
        </>
      }
    >
      <p>Your account does not include this part of Adlens.</p>
    </PlainPage>
  );
}
