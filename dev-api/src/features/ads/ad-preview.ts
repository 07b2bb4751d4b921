import { AD_DETAIL_CREDIT_COST, type AdPreview, type Platform } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from './ad-row';

/** Whether the user's detail view of the ad was charged (`ad_views` holds one row per user and ad). */
export async function hasPaidAdView(db: Queryable, userId: number, adId: number) {
  const rows = await db.query('SELECT 1 FROM ad_views WHERE user_id = $1 AND ad_id = $2', [
    userId,
    adId,
  ]);
  return rows.length > 0;
}

/**
 * The ad as a card and what opening its detail would cost this user; reads only, charges nothing.
 * A missing ad (or one of another platform) is a 404, as the detail's would be.
 */
export async function loadAdPreview(
  db: Queryable,
  input: { platform: Platform; id: number; userId: number },
): Promise<AdPreview> {
  const [raw] = await db.query(
    `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn('$3::int')} FROM ads a ${CARD_JOINS}
     WHERE a.platform = $1 AND a.id = $2`,
    [input.platform, input.id, input.userId],
  );
  if (!raw) throw fail.notFound('Ad not found');
  const paid = await hasPaidAdView(db, input.userId, input.id);
  return { ad: toAdCard(raw), paid, cost: paid ? 0 : AD_DETAIL_CREDIT_COST };
}
