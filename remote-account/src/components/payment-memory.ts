/*
 * The tab remembers each payment's gateway and whether its result was already reported, so that
 * reloading a result page does not count the payment twice.
 */
import { type PaymentMemory, paymentMemorySchema } from '@adlens/shared-contracts';

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
    const parsed = paymentMemorySchema.safeParse(JSON.parse(raw));
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
