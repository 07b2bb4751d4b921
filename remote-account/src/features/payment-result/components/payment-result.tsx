import { href, useSession } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePaymentResultEvent } from '../hooks/use-payment-result-event';
import { paymentReference } from '../state/payment-reference';
import './payment-result.css';

export interface PaymentResultProps {
  title: string;
  /** What happened, given the payment's reference. */
  explanation: (reference: string) => ReactNode;
  /** The links to what the user can do next. */
  nextSteps: ReactNode;
  tone: 'success' | 'error';
}

/** The frame of both result pages: the outcome, the payment's reference, then what to do next. */
export function PaymentResult({ title, explanation, nextSteps, tone }: PaymentResultProps) {
  const reference = paymentReference(useParams().payment);
  usePaymentResultEvent(reference, tone === 'success' ? 'success' : 'failed');
  return (
    <main
      className={`payment-result payment-result--${tone}`}
      aria-labelledby="payment-result-title"
    >
      <div className="payment-result__card">
        <p className="payment-result__eyebrow">
          {tone === 'success' ? 'Payment received' : 'Payment not completed'}
        </p>
        <h1 id="payment-result-title" className="payment-result__title">
          {reference ? title : 'Unknown payment'}
        </h1>
        <p className="payment-result__body">
          {reference
            ? explanation(reference)
            : 'This link does not name a payment. Your plans page shows what you can buy.'}
        </p>
        <nav aria-label="Next steps" className="payment-result__next">
          {reference ? (
            nextSteps
          ) : (
            <Link className={buttonClassName('primary')} to={href('planSelect')}>
              See the plans
            </Link>
          )}
        </nav>
      </div>
    </main>
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
