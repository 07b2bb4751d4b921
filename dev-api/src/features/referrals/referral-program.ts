import { REFERRAL_MIN_PAYOUT } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';

/** Programme terms (the spec gives none): 20% of each paid conversion, 10% off for the referred. */
export const REFERRAL_TERMS = {
  commissionPercent: 20,
  discountPercent: 10,
  currency: 'EUR',
  minPayout: REFERRAL_MIN_PAYOUT,
} as const;

/** Money in cents avoids float drift when sums are compared with the threshold. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * How long a commission is held after its payment settled before it can be paid out: the
 * refund and chargeback window, so that money the shop gives back never funds a payout.
 */
export const COMMISSION_HOLD_DAYS = 14;

export function commissionReleaseDate(settledAt: Date): Date {
  return new Date(settledAt.getTime() + COMMISSION_HOLD_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * What a payout may take: commissions of settled payments whose hold has ended, minus payouts
 * that are requested or paid (rejected ones return to the balance).
 */
export async function referralBalance(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ earned: number; paid: number }>(
    `SELECT
       (SELECT COALESCE(sum(amount), 0)::float8 FROM referral_events
          WHERE referrer_id = $1 AND kind = 'paid' AND releasable_at <= $2) AS earned,
       (SELECT COALESCE(sum(amount), 0)::float8 FROM payouts WHERE user_id = $1 AND status <> 'rejected') AS paid`,
    [userId, now.toISOString()],
  );
  return roundMoney((row?.earned ?? 0) - (row?.paid ?? 0));
}

/**
 * The referral discount in percent that `userId`'s next payment gets: the programme's discount
 * for a user who signed up through a referral and has not paid yet, otherwise 0.
 */
export async function referralDiscountPercent(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query(
    `SELECT 1 FROM users u WHERE u.id = $1 AND u.referred_by IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.status = 'paid')`,
    [userId],
  );
  return rows.length > 0 ? REFERRAL_TERMS.discountPercent : 0;
}

/**
 * Credits the referrer of the payer with the commission of one settled payment, held until
 * COMMISSION_HOLD_DAYS have passed. Nothing when the payer came without a referral, when the
 * payment method is one the referrer paid with themselves (the payer is the referrer's own
 * account), or when the payment already has its commission.
 */
export async function recordCommission(
  db: Queryable,
  input: { paymentId: string; userId: number; amount: number; paymentMethod: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO referral_events (referrer_id, kind, amount, referred_email, created_at, payment_id, releasable_at)
     SELECT u.referred_by, 'paid', $2, u.email, $3, $4, $5 FROM users u
     WHERE u.id = $1 AND u.referred_by IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM payments own
         WHERE own.user_id = u.referred_by AND own.status = 'paid' AND own.payment_method = $6)
     ON CONFLICT (payment_id) DO NOTHING`,
    [
      input.userId,
      roundMoney((input.amount * REFERRAL_TERMS.commissionPercent) / 100),
      input.now.toISOString(),
      input.paymentId,
      commissionReleaseDate(input.now).toISOString(),
      input.paymentMethod,
    ],
  );
}
