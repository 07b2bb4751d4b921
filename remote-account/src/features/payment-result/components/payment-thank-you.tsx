import { useHostServices } from '@adlens/shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AfterPaymentLinks, PaymentResult } from './payment-result';
import { accountKeys } from '../../../lib/query-keys';

/** After a paid checkout: the new plan and its credits are active, so the session reloads them. */
export function PaymentThankYou() {
  const { session } = useHostServices();
  const queryClient = useQueryClient();

  useEffect(() => {
    void session.refreshUser();
    // Plans know the current plan; every account view may show the old one.
    void queryClient.invalidateQueries({ queryKey: accountKeys.all() });
  }, [session, queryClient]);

  return (
    <PaymentResult
      tone="success"
      title="Thank you for your payment"
      explanation={(reference) => (
        <>
          Payment <strong>{reference}</strong> went through. Your new plan is active and its credits
          are ready to use. A receipt is on its way to your e-mail address.
        </>
      )}
      nextSteps={<AfterPaymentLinks />}
    />
  );
}
