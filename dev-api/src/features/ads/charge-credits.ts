import { AD_DETAIL_CREDIT_COST } from '@adlens/shared-contracts';
import type { Database } from '../../db/database';
import { fail } from '../../http/api-failure';
import { hasPaidAdView } from './ad-preview';

/**
 * Charges AD_DETAIL_CREDIT_COST for the user's first view of an ad (repeat views are free). At zero
 * remaining credits a new view fails with MODAL CREDIT_LIMIT. The user row is locked first, so two
 * concurrent first views of one ad charge once.
 */
export async function chargeAdView(db: Database, userId: number, adId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ credits: number; used_credits: number }>(
      'SELECT credits, used_credits FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    if (!user) throw fail.sessionExpired();
    const remaining = Math.max(0, user.credits - user.used_credits);
    if (await hasPaidAdView(tx, userId, adId)) return { charged: 0, remaining };
    if (remaining < AD_DETAIL_CREDIT_COST) throw fail.creditLimit();
    await tx.query('INSERT INTO ad_views (user_id, ad_id, credits) VALUES ($1, $2, $3)', [
      userId,
      adId,
      AD_DETAIL_CREDIT_COST,
    ]);
    await tx.query('UPDATE users SET used_credits = used_credits + $2 WHERE id = $1', [
      userId,
      AD_DETAIL_CREDIT_COST,
    ]);
    return { charged: AD_DETAIL_CREDIT_COST, remaining: remaining - AD_DETAIL_CREDIT_COST };
  });
}
