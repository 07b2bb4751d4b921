import { type Coupon, couponSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { isoSql } from '../../db/sql-format';
import { fail } from '../../http/api-failure';

const couponRowSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  amount: z.number(),
  expires_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  uses: z.number(),
  expired: z.boolean(),
});

/**
 * A usable coupon, or an INLINE error on `field`: unknown, expired or used up. `forUpdate` locks
 * the row so that the last use of a single-use coupon cannot be spent twice.
 */
export async function findUsableCoupon(
  db: Queryable,
  input: { code: string; now: Date; field: string; forUpdate?: boolean },
): Promise<Coupon> {
  const [raw] = await db.query(
    `SELECT code, kind, amount::float8 AS amount, ${isoSql('expires_at')} AS expires_at, max_uses, uses,
       (expires_at IS NOT NULL AND expires_at <= $2) AS expired
     FROM coupons WHERE code = $1${input.forUpdate ? ' FOR UPDATE' : ''}`,
    [input.code, input.now.toISOString()],
  );
  if (!raw) throw fail.inline(input.field, 'This coupon does not exist');
  const row = couponRowSchema.parse(raw);
  if (row.expired) throw fail.inline(input.field, 'This coupon has expired');
  if (row.max_uses !== null && row.uses >= row.max_uses)
    throw fail.inline(input.field, 'This coupon has been used up');
  return couponSchema.parse({
    ...row,
    remaining_uses: row.max_uses === null ? null : row.max_uses - row.uses,
  });
}
