import { PaymentFailed } from '../features/payment-result/components/payment-failed';

/** `/payment-failed/{payment}`, in the host's plain layout. */
export function Component() {
  return <PaymentFailed />;
}
