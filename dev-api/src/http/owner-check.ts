import type { OwnedResource, SignedInAccess } from '@adlens/shared-contracts';
import type { Queryable } from '../db/database';
import { fail } from './api-failure';

/** The table of each owned resource (exhaustive: a new resource in the contract needs its row). */
const OWNER_TABLES: Record<OwnedResource, string> = {
  collection: 'collections',
  saved_filter: 'saved_filters',
  notification: 'notifications',
  follow: 'follows',
  announcement: 'announcements',
};

/**
 * The declared owner rule: the record named by the path param belongs to the caller. Another
 * user's record answers the same 404 as a missing one, so ids reveal nothing.
 */
export async function assertOwner(
  db: Queryable,
  owner: NonNullable<SignedInAccess['owner']>,
  params: unknown,
  userId: number,
): Promise<void> {
  const id =
    typeof params === 'object' && params !== null
      ? (params as Record<string, unknown>)[owner.param]
      : undefined;
  if (typeof id !== 'number') throw new Error(`owner param "${owner.param}" is not a number`);
  const rows = await db.query(
    `SELECT 1 FROM ${OWNER_TABLES[owner.resource]} WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (rows.length === 0) throw fail.notFound();
}
