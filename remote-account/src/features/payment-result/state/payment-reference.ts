import { z } from 'zod';

const referenceSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** The payment id from the route, or null when it cannot be one (never echo arbitrary text). */
export function paymentReference(value: string | undefined): string | null {
  const parsed = referenceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
