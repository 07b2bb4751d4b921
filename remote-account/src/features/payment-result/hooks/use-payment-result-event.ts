import { useAnalytics } from '@adlens/shared-contracts/react';
import { useEffect, useRef } from 'react';
import { readPaymentMemory, rememberPayment } from '../../../components/payment-memory';

/**
 * Tracks `payment_result` once per payment: the first time a result page shows it in this tab,
 * with the gateway the payment started at when the tab remembers it. A reload, StrictMode's
 * second effect run or a link without a payment reference tracks nothing.
 */
export function usePaymentResultEvent(payment: string | null, result: 'success' | 'failed') {
  const analytics = useAnalytics();
  // Also guards the effect's second run when the tab's storage is switched off.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!payment || reported.current === payment) return;
    const memory = readPaymentMemory(payment);
    if (memory.reported) return;
    reported.current = payment;
    rememberPayment(payment, { reported: true });
    analytics.track('payment_result', {
      payment,
      result,
      ...(memory.gateway ? { gateway: memory.gateway } : {}),
    });
  }, [analytics, payment, result]);
}
