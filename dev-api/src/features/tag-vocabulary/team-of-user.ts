import type { Queryable } from '../../db/database';

/** Whose vocabulary a user reads, and whether they may change it. */
export interface TeamOfUser {
  ownerId: number;
  isOwner: boolean;
}

/**
 * The owner of the team of the user whose id is `$n`, as a scalar subquery. A user belongs to the
 * team of an owner who added their e-mail (the earliest, if several did) unless they run a team of
 * their own; anyone else owns a team of one.
 */
export function teamOwnerSql(userParam: string): string {
  return `COALESCE(
    (SELECT tm.owner_id FROM users u JOIN team_members tm ON tm.email = lower(u.email)
     WHERE u.id = ${userParam} AND tm.owner_id <> u.id
       AND NOT EXISTS (SELECT 1 FROM team_members own WHERE own.owner_id = u.id)
     ORDER BY tm.added_at, tm.owner_id LIMIT 1),
    ${userParam})`;
}

export async function teamOfUser(db: Queryable, userId: number): Promise<TeamOfUser> {
  const [row] = await db.query<{ owner_id: number }>(
    `SELECT ${teamOwnerSql('$1::int')} AS owner_id`,
    [userId],
  );
  const ownerId = row?.owner_id ?? userId;
  return { ownerId, isOwner: ownerId === userId };
}
