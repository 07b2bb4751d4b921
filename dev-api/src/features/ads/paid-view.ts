import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { hasPaidAdView } from './ad-preview';

export const UNPAID_DETAIL_MESSAGE =
  'Open the ad’s detail first: its URL chain, engagement history and share link come with it.';

/**
 * The one rule for the parts of an ad's paid detail that have their own calls (URL chain,
 * engagement history, share link): they answer only once this user's detail view of the ad was
 * charged (decision 0024). They never charge themselves, so the cost is always confirmed on the
 * detail page first.
 */
export async function requirePaidAdView(db: Queryable, userId: number, adId: number) {
  if (!(await hasPaidAdView(db, userId, adId))) throw fail.snackbar(402, UNPAID_DETAIL_MESSAGE);
}
