import { href } from '@adlens/shared-contracts';
import { useSession } from '@adlens/shared-contracts/react';
import { buttonClassName, PlainPageCard } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePaymentResultEvent } from '../hooks/use-payment-result-event';
import { paymentReference } from '../state/payment-reference';

export interface PaymentResultProps {
  title: string;
  /** What happened, given the payment's reference. */
  explanation: (reference: string) => ReactNode;
  /** The links to what the user can do next. */
  nextSteps: ReactNode;
  tone: 'success' | 'error';
}

/** The frame of both result pages, on the plain-page card: the outcome, the payment's reference,
 * then what to do next. */
export function PaymentResult({ title, explanation, nextSteps, tone }: PaymentResultProps) {
  const reference = paymentReference(useParams().payment);
  usePaymentResultEvent(reference, tone === 'success' ? 'success' : 'failed');
  return (
    <PlainPageCard
      tone={tone}
      eyebrow={tone === 'success' ? 'Payment received' : 'Payment not completed'}
      title={reference ? title : 'Unknown payment'}
      actionsLabel="Next steps"
      actions={
        reference ? (
          nextSteps
        ) : (
          <Link className={buttonClassName('primary')} to={href('planSelect')}>
            See the plans
          </Link>
        )
      }
    >
      <p>
        {reference
          ? explanation(reference)
          : 'This link does not name a payment. Your plans page shows what you can buy.'}
      </p>
    </PlainPageCard>
  );
}

/** Links after a successful payment: the new subscription, or straight back to work. */
export function AfterPaymentLinks() {
  const { activePlatform } = useSession();
  return (
    <>
      <Link className={buttonClassName('primary')} to={href('subscription')}>
        See your subscription
      </Link>
      <Link
        className={buttonClassName('secondary')}
        to={href('platformSearch', { platform: activePlatform })}
      >
        Search ads
      </Link>
    </>
  );
}
