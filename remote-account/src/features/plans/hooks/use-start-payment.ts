import { useAnalytics, useApi } from '@adlens/shared-contracts/react';
import { useCallback } from 'react';
import { rememberPayment } from '../../../components/payment-memory';
import { safeNavigationUrl } from '../../../components/safe-navigation-url';
import { type PaymentGateway, startPayment } from '../api/plans-api';
import type { PlanChoice } from '../state/plan-choice';

/**
 * Starts the payment of a choice and answers the gateway's checkout page to go to, or null when
 * the page given cannot be followed. Once there is a page to go to, the plan counts as chosen
 * (`plan_chosen`) and the tab remembers the gateway for the result page; a failed start tracks
 * nothing.
 */
export function useStartPayment() {
  const api = useApi();
  const analytics = useAnalytics();
  return useCallback(
    async (gateway: PaymentGateway, choice: PlanChoice): Promise<string | null> => {
      const payment = await startPayment(api, gateway, choice);
      const url = safeNavigationUrl(payment.url);
      if (!url) return null;
      rememberPayment(payment.payment_id, { gateway });
      analytics.track('plan_chosen', { plan: choice.plan, period: choice.period });
      return url;
    },
    [api, analytics],
  );
}
