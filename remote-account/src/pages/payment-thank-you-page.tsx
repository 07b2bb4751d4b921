import { PaymentThankYou } from '../features/payment-result/components/payment-thank-you';

/** `/payment-thank-you/{payment}`, in the host's plain layout. */
export function Component() {
  return <PaymentThankYou />;
}
