import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../http/app-context';
import { fail, isApiFailure } from '../../http/api-failure';
import { recordCommission } from '../referrals/referral-program';
import { findUsableCoupon } from './coupons';

const paymentRowSchema = z.object({
  id: z.string(),
  user_id: z.number(),
  plan_id: z.number(),
  coupon_code: z.string().nullable(),
  gateway: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  credits: z.number(),
  interval: z.enum(['month', 'year']),
});
type PaymentRow = z.infer<typeof paymentRowSchema>;

/** One event of a gateway's signed callback, as the API acts on it. */
export interface GatewayEvent {
  gateway: string;
  eventId: string;
  paymentId: string;
  outcome: 'paid' | 'failed';
  /** What the gateway took, in the currency's major unit with two decimals ("49.00"). */
  amount: string;
  currency: string;
  /** The gateway's fingerprint of the card or account paid with; null when nothing was paid. */
  paymentMethod: string | null;
}

export interface SettleResult {
  /** `settled`: this event ended the payment; otherwise the event changed nothing. */
  result: 'settled' | 'already_settled' | 'duplicate_event';
  payment_id: string;
  status: string;
}

function renewalDate(now: Date, interval: 'month' | 'year'): Date {
  const next = new Date(now);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The payment must be the one the event is about: same gateway, amount and currency. */
function checkEventMatches(payment: PaymentRow, event: GatewayEvent): void {
  if (payment.gateway !== event.gateway)
    throw fail.snackbar(422, `Payment ${payment.id} is not a ${event.gateway} payment`);
  if (cents(Number(event.amount)) !== cents(payment.amount) || event.currency !== payment.currency)
    throw fail.snackbar(
      422,
      `The callback's amount (${event.amount} ${event.currency}) is not the payment's (${payment.amount.toFixed(2)} ${payment.currency})`,
    );
}

/** Whether the coupon of a paid payment still has a use; counts it if so. */
async function spendCoupon(tx: Queryable, code: string, now: Date): Promise<boolean> {
  // The coupon may have run out between the quote and the payment.
  const usable = await findUsableCoupon(tx, { code, now, field: 'coupon', forUpdate: true }).catch(
    (error: unknown) => {
      if (isApiFailure(error)) return null;
      throw error;
    },
  );
  if (usable) await tx.query('UPDATE coupons SET uses = uses + 1 WHERE code = $1', [usable.code]);
  return usable !== null;
}

/**
 * Acts on one signed gateway event (decision 0047). Each event is taken once (its id is stored
 * with the payment row locked), and a payment settles once: a replayed event or a second event
 * for a settled payment changes nothing and says so. Paying activates the plan: its credits
 * replace the old ones, used credits restart at zero, the coupon use is counted and the
 * referrer's commission is recorded, held until its release date.
 */
export async function settleFromGatewayEvent(
  app: AppContext,
  event: GatewayEvent,
): Promise<SettleResult> {
  return app.db.transaction(async (tx) => {
    const [raw] = await tx.query(
      `SELECT p.id, p.user_id, p.plan_id, p.coupon_code, p.gateway, p.amount::float8 AS amount,
         p.currency, p.status, pl.credits, pl.interval
       FROM payments p JOIN plans pl ON pl.id = p.plan_id WHERE p.id = $1 FOR UPDATE OF p`,
      [event.paymentId],
    );
    if (!raw) throw fail.notFound('Payment not found');
    const payment = paymentRowSchema.parse(raw);
    checkEventMatches(payment, event);
    const now = app.now();
    const fresh = await tx.query(
      `INSERT INTO payment_events (gateway, event_id, payment_id, outcome, received_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.gateway, event.eventId, payment.id, event.outcome, now.toISOString()],
    );
    const unchanged = { payment_id: payment.id, status: payment.status };
    if (fresh.length === 0) return { result: 'duplicate_event', ...unchanged };
    if (payment.status !== 'pending') return { result: 'already_settled', ...unchanged };

    let status: 'paid' | 'failed' = event.outcome;
    if (
      status === 'paid' &&
      payment.coupon_code &&
      !(await spendCoupon(tx, payment.coupon_code, now))
    )
      status = 'failed';
    await tx.query(
      'UPDATE payments SET status = $2, payment_method = $3, settled_at = $4 WHERE id = $1',
      [payment.id, status, event.paymentMethod, now.toISOString()],
    );
    if (status === 'paid' && event.paymentMethod) {
      await tx.query(
        `UPDATE users SET plan_id = $2, credits = $3, used_credits = 0, renews_at = $4 WHERE id = $1`,
        [payment.user_id, payment.plan_id, payment.credits, renewalDate(now, payment.interval)],
      );
      await recordCommission(tx, {
        paymentId: payment.id,
        userId: payment.user_id,
        amount: payment.amount,
        paymentMethod: event.paymentMethod,
        now,
      });
    }
    return { result: 'settled', payment_id: payment.id, status };
  });
}
