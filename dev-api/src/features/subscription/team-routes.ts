import {
  addTeamMemberEndpoint,
  removeTeamMemberEndpoint,
  teamDataSchema,
  teamMembersEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import type { UserRow } from '../../http/session';

async function teamData(db: Queryable, owner: Pick<UserRow, 'id' | 'team_limit'>) {
  const members = await db.query(
    `SELECT email, status, ${isoSql('added_at')} AS added_at FROM team_members
     WHERE owner_id = $1 ORDER BY added_at, email`,
    [owner.id],
  );
  return teamDataSchema.parse({
    members,
    limit: owner.team_limit ?? 1,
    used: members.length + 1,
  });
}

export function registerTeamRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, teamMembersEndpoint, ({ session }) => teamData(app.db, session.user));

  userRoute(router, app, addTeamMemberEndpoint, async ({ body, session }) => {
    const email = body.email.toLowerCase();
    if (email === session.user.email.toLowerCase())
      throw fail.inline('email', 'You are already on your team');
    const limit = session.user.team_limit ?? 1;
    return app.db.transaction(async (tx) => {
      // The owner's row lock serialises concurrent adds, so the seat count cannot overshoot.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.user.id]);
      const current = await teamData(tx, session.user);
      if (current.members.some((member) => member.email === email))
        throw fail.inline('email', 'This person is already on your team');
      if (current.used >= limit)
        throw fail.inline(
          'email',
          limit <= 1
            ? 'Your plan has no team seats. Upgrade your plan to add members.'
            : `Your plan allows a team of ${limit}. Remove a member or upgrade your plan.`,
        );
      await tx.query(
        "INSERT INTO team_members (owner_id, email, status, added_at) VALUES ($1, $2, 'invited', $3)",
        [session.user.id, email, app.now().toISOString()],
      );
      return teamData(tx, session.user);
    });
  });

  userRoute(router, app, removeTeamMemberEndpoint, async ({ body, session }) => {
    const removed = await app.db.query(
      'DELETE FROM team_members WHERE owner_id = $1 AND email = lower($2) RETURNING email',
      [session.user.id, body.email],
    );
    if (removed.length === 0) throw fail.inline('email', 'This person is not on your team');
    return teamData(app.db, session.user);
  });
}
