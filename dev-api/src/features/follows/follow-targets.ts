import type { FollowKind, Platform } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';

const NAME_SQL: Record<FollowKind, string> = {
  owner: 'SELECT name FROM owners WHERE id = $1 AND platform = $2',
  campaign: 'SELECT name FROM campaigns WHERE id = $1 AND platform = $2',
  saved_filter: 'SELECT name FROM saved_filters WHERE id = $1 AND platform = $2 AND user_id = $3',
};

/**
 * The name of a followable thing, or null when it does not exist for this user: another user's
 * saved filter is as absent as a missing one, so ids reveal nothing.
 */
export async function followTargetName(
  db: Queryable,
  target: { kind: FollowKind; platform: Platform; id: number },
  userId: number,
): Promise<string | null> {
  const params: unknown[] = [target.id, target.platform];
  if (target.kind === 'saved_filter') params.push(userId);
  const [row] = await db.query<{ name: string }>(NAME_SQL[target.kind], params);
  return row?.name ?? null;
}
