import { z } from 'zod/mini';

const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** A positive integer id from a route param (digits only), or null. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
