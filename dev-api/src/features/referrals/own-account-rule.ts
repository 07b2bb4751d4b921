import type { Queryable } from '../../db/database';

/**
 * The rule against referring an account of one's own (decision 0047): a sign-up through a
 * referral link does not count when it comes from a network address the referrer's account
 * signed up or signed in from. The API knows those addresses (the TCP peer, IPv6 by its /64);
 * an e-mail domain says nothing and a device string is whatever the browser sends. A second
 * line holds at payment: a commission is not paid on a card the referrer paid with
 * (`recordCommission`).
 */

/** `clientAddress` answers this when the peer is unknown; it identifies nobody. */
const UNKNOWN_ADDRESS = 'unknown';

/** Notes that `userId` signed up or signed in from `address`. */
export async function rememberAccountAddress(
  db: Queryable,
  userId: number,
  address: string,
  now: Date,
): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  await db.query(
    `INSERT INTO account_addresses (user_id, address, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, address) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [userId, address, now.toISOString()],
  );
}

/** Whether a sign-up from `address` would be the referrer's own account. */
export async function isReferrersOwnAddress(
  db: Queryable,
  referrerId: number,
  address: string,
): Promise<boolean> {
  if (address === UNKNOWN_ADDRESS) return false;
  const rows = await db.query(
    'SELECT 1 FROM account_addresses WHERE user_id = $1 AND address = $2',
    [referrerId, address],
  );
  return rows.length > 0;
}
