import { paymentIdSchema } from '@adlens/shared-contracts';

/** The payment id from the route, or null when it cannot be one (never echo arbitrary text). */
export function paymentReference(value: string | undefined): string | null {
  const parsed = paymentIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
