import { PAYMENT_GATEWAYS } from '@adlens/shared-contracts';
import { z } from 'zod';

/*
 * What the tab remembers of a payment across the trip to the gateway and back: the gateway it
 * went to (the return URL does not say), and whether its result was already reported, so that
 * reloading a result page does not count the payment twice.
 */
const memorySchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS).optional(),
  reported: z.boolean().optional(),
});
export type PaymentMemory = z.infer<typeof memorySchema>;

const storageKey = (payment: string) => `adlens.payment.${payment}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the events then lose only the gateway and the dedupe.
    return null;
  }
}

export function readPaymentMemory(payment: string): PaymentMemory {
  const raw = storage()?.getItem(storageKey(payment));
  if (!raw) return {};
  try {
    const parsed = memorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function rememberPayment(payment: string, memory: PaymentMemory): void {
  try {
    storage()?.setItem(
      storageKey(payment),
      JSON.stringify({ ...readPaymentMemory(payment), ...memory }),
    );
  } catch {
    // A full or refused storage only costs the gateway name and the dedupe.
  }
}
