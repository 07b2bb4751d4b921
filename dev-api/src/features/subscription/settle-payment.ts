import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { fail, isApiFailure } from '../../http/api-failure';
import { recordPaidConversion } from '../referrals/referral-program';
import { findUsableCoupon } from './coupons';

const paymentRowSchema = z.object({
  id: z.string(),
  user_id: z.number(),
  plan_id: z.number(),
  coupon_code: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  credits: z.number(),
  interval: z.enum(['month', 'year']),
});

function renewalDate(now: Date, interval: 'month' | 'year'): Date {
  const next = new Date(now);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * Ends a pending payment. Paying activates the plan: its credits replace the old ones, used
 * credits restart at zero, the coupon use is counted and the referrer earns the commission.
 * A payment settles once; later calls return its status unchanged.
 */
export async function settlePayment(app: AppContext, paymentId: string, pay: boolean) {
  return app.db.transaction(async (tx) => {
    const [raw] = await tx.query(
      `SELECT p.id, p.user_id, p.plan_id, p.coupon_code, p.amount::float8 AS amount, p.status,
         pl.credits, pl.interval
       FROM payments p JOIN plans pl ON pl.id = p.plan_id WHERE p.id = $1 FOR UPDATE OF p`,
      [paymentId],
    );
    if (!raw) throw fail.notFound('Payment not found');
    const payment = paymentRowSchema.parse(raw);
    if (payment.status !== 'pending') return payment.status;
    const now = app.now();
    let status = pay ? 'paid' : 'failed';
    if (pay && payment.coupon_code) {
      // The coupon may have run out between the quote and the payment.
      const usable = await findUsableCoupon(tx, {
        code: payment.coupon_code,
        now,
        field: 'coupon',
        forUpdate: true,
      }).catch((error: unknown) => {
        if (isApiFailure(error)) return null;
        throw error;
      });
      if (usable)
        await tx.query('UPDATE coupons SET uses = uses + 1 WHERE code = $1', [usable.code]);
      else status = 'failed';
    }
    await tx.query('UPDATE payments SET status = $2 WHERE id = $1', [payment.id, status]);
    if (status === 'paid') {
      await tx.query(
        `UPDATE users SET plan_id = $2, credits = $3, used_credits = 0, renews_at = $4 WHERE id = $1`,
        [payment.user_id, payment.plan_id, payment.credits, renewalDate(now, payment.interval)],
      );
      await recordPaidConversion(tx, { userId: payment.user_id, amount: payment.amount, now });
    }
    return status;
  });
}
