import { PAYOUT_METHODS, payoutFormSchema, type ReferralOverview } from '@adlens/shared-contracts';
import { useAnalytics, useApi } from '@adlens/shared-contracts/react';
import {
  Form,
  FormStatus,
  Section,
  SelectField,
  TextInput,
  formatCurrency,
  useFormSubmission,
} from '@adlens/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PayoutMethod, requestPayout } from '../api/referral-api';
import { accountKeys } from '../../../lib/query-keys';

const FIELDS = ['amount', 'method'] as const;
const METHOD_LABELS: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  bank_transfer: 'Bank transfer',
};

/** Requests a payout of the balance (or part of it); the server's threshold errors show inline. */
export function PayoutForm({ overview }: { overview: ReferralOverview }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod>('paypal');
  const [done, setDone] = useState('');
  const submission = useFormSubmission(FIELDS);
  const { errors, submit } = submission;
  const money = (value: number) => formatCurrency(value, { currency: overview.currency });

  async function requestIt() {
    setDone('');
    await submit(payoutFormSchema, { amount, method }, async (data) => {
      const body =
        data.amount === undefined
          ? { method: data.method }
          : { amount: data.amount, method: data.method };
      const result = await requestPayout(api, body);
      analytics.track('referral_payout', { amount: result.payout.amount, method: data.method });
      setAmount('');
      setDone(
        `Payout of ${money(result.payout.amount)} requested. Your balance is now ${money(result.balance)}.`,
      );
      await queryClient.invalidateQueries({ queryKey: accountKeys.referrals() });
    });
  }

  return (
    <Section title="Request a payout">
      <Form
        label="Payout"
        className="payout-form"
        submitLabel="Request payout"
        submission={submission}
        onSubmit={requestIt}
        status={<FormStatus message={done} />}
      >
        <TextInput
          label={`Amount (${overview.currency})`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
          hint={`Leave empty for your whole balance of ${money(overview.balance)}. The minimum payout is ${money(overview.min_payout)}.`}
        />
        <SelectField
          label="Payout method"
          name="method"
          value={method}
          onChange={(event) => {
            const chosen = PAYOUT_METHODS.find((option) => option === event.target.value);
            if (chosen) setMethod(chosen);
          }}
          options={PAYOUT_METHODS.map((option) => ({
            value: option,
            label: METHOD_LABELS[option],
          }))}
          error={errors.method}
        />
      </Form>
    </Section>
  );
}
