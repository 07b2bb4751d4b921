import { PAYMENT_GATEWAYS, payFormSchema } from '@adlens/shared-contracts';
import { Form, formatCurrency, useFormSubmission } from '@adlens/shared-ui';
import { useState } from 'react';
import type { PaymentGateway } from '../api/plans-api';
import { useStartPayment } from '../hooks/use-start-payment';
import type { PlanChoice } from '../state/plan-choice';

const GATEWAY_LABELS: Record<PaymentGateway, string> = { stripe: 'Card', paypal: 'PayPal' };
const FIELDS = ['gateway'] as const;

export const GATEWAY_URL_ERROR = 'The payment page could not be opened. Please try again.';

export interface PayFormProps {
  choice: PlanChoice;
  /** The total to pay, once the calculator answered for this very choice. */
  total: { amount: number; currency: string } | null;
  /** Sends the browser to the gateway's checkout page. */
  goTo: (url: string) => void;
}

/** Chooses the gateway and starts the payment; the browser then leaves for the gateway's page. */
export function PayForm({ choice, total, goTo }: PayFormProps) {
  const startPayment = useStartPayment();
  const [gateway, setGateway] = useState<PaymentGateway>('stripe');
  const [leaving, setLeaving] = useState(false);
  const submission = useFormSubmission(FIELDS);
  const { errors, sending, submit, setErrors } = submission;

  async function pay() {
    if (leaving || !total) return;
    await submit(payFormSchema, { gateway }, async (data) => {
      const url = await startPayment(data.gateway, choice);
      if (!url) {
        setErrors({ form: GATEWAY_URL_ERROR });
        return;
      }
      // Stays busy until the browser has left, so a second click cannot start a second payment.
      setLeaving(true);
      goTo(url);
    });
  }

  return (
    <Form
      label="Payment"
      className="pay-form"
      submitLabel={
        total ? `Pay ${formatCurrency(total.amount, { currency: total.currency })}` : 'Pay'
      }
      // Busy while the price for this choice is still coming, and while the browser leaves.
      submission={{ ...submission, sending: sending || leaving || !total }}
      alert={errors.form ?? errors.gateway}
      onSubmit={pay}
      secondaryAction={
        <p className="pay-form__note">You will continue on the payment provider&apos;s page.</p>
      }
    >
      <fieldset className="pay-form__gateways">
        <legend>Payment method</legend>
        {PAYMENT_GATEWAYS.map((option) => (
          <label key={option} className="pay-form__gateway">
            <input
              type="radio"
              name="gateway"
              value={option}
              checked={gateway === option}
              onChange={() => setGateway(option)}
            />
            {GATEWAY_LABELS[option]}
          </label>
        ))}
      </fieldset>
    </Form>
  );
}
