import { href } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';
import { PaymentResult } from './payment-result';

/** After a failed or cancelled checkout: nothing was charged; the way back to try again. */
export function PaymentFailed() {
  return (
    <PaymentResult
      tone="error"
      title="Your payment did not go through"
      explanation={(reference) => (
        <>
          Payment <strong>{reference}</strong> was not completed and no money was taken. Your plan
          has not changed. You can try again, use another payment method, or choose another plan.
        </>
      )}
      nextSteps={
        <>
          <Link className={buttonClassName('primary')} to={href('planSelect')}>
            Try again
          </Link>
          <Link className={buttonClassName('secondary')} to={href('subscription')}>
            Back to your subscription
          </Link>
        </>
      }
    />
  );
}
