import { PAYMENT_GATEWAYS, useApi } from '@adlens/shared-contracts';
import { Button, formatCurrency } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { safeNavigationUrl } from '../../../components/safe-navigation-url';
import { FormAlert } from '../../../components/pending-kit/form-alert';
import { useFormSubmission } from '../../../components/pending-kit/use-form-submission';
import { type PaymentGateway, startPayment } from '../api/plans-api';
import type { PlanChoice } from '../state/plan-choice';

const GATEWAY_LABELS: Record<PaymentGateway, string> = { stripe: 'Card', paypal: 'PayPal' };
const FIELDS = ['gateway'] as const;
const paySchema = z.object({ gateway: z.enum(PAYMENT_GATEWAYS, 'Choose a payment method') });

export const GATEWAY_URL_ERROR = 'The payment page could not be opened. Please try again.';

export interface PayFormProps {
  choice: PlanChoice;
  /** The total to pay, once the calculator answered for this choice. */
  total: { amount: number; currency: string } | null;
  /** Sends the browser to the gateway's checkout page. */
  goTo: (url: string) => void;
}

/** Chooses the gateway and starts the payment; the browser then leaves for the gateway's page. */
export function PayForm({ choice, total, goTo }: PayFormProps) {
  const api = useApi();
  const [gateway, setGateway] = useState<PaymentGateway>('stripe');
  const [leaving, setLeaving] = useState(false);
  const { formRef, errors, sending, submit, setErrors } = useFormSubmission(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leaving || !total) return;
    void submit(paySchema, { gateway }, async (data) => {
      const payment = await startPayment(api, data.gateway, choice);
      const url = safeNavigationUrl(payment.url);
      if (!url) {
        setErrors({ form: GATEWAY_URL_ERROR });
        return;
      }
      // Stays busy until the browser has left, so a second click cannot start a second payment.
      setLeaving(true);
      goTo(url);
    });
  }

  const label = total ? `Pay ${formatCurrency(total.amount, { currency: total.currency })}` : 'Pay';
  return (
    <form
      ref={formRef}
      className="pay-form"
      aria-label="Payment"
      noValidate
      onSubmit={handleSubmit}
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
      <FormAlert message={errors.form ?? errors.gateway} />
      <Button type="submit" loading={sending || leaving} disabled={!total}>
        {label}
      </Button>
      <p className="pay-form__note">You will continue on the payment provider&apos;s page.</p>
    </form>
  );
}
