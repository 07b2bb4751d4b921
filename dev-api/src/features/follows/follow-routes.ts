import {
  CHANGE_KINDS,
  DEFAULT_ALERT_BUDGET,
  MAX_FOLLOWS,
  announcementEndpoint,
  followBacktestEndpoint,
  followDeliverySchema,
  followEndpoint,
  followStatusEndpoint,
  followsEndpoint,
  followsSeenEndpoint,
  unfollowEndpoint,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { isoDay } from '../../seed/reference-date';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from '../ads/ad-row';
import { backtestRule } from './backtest';
import { listFollows } from './follow-list';
import { followTargetName } from './follow-targets';

const announcedAdSchema = z.object({ changes: z.array(z.enum(CHANGE_KINDS)) }).passthrough();

export function registerFollowRoutes(router: Hono, app: AppContext): void {
  const today = () => isoDay(app.now());

  async function oneFollow(userId: number, id: number) {
    const [follow] = await listFollows(app.db, userId, today(), id);
    if (!follow) throw fail.notFound('Follow not found');
    return follow;
  }

  userRoute(router, app, followsEndpoint, async ({ session }) => ({
    items: await listFollows(app.db, session.user.id, today()),
  }));

  userRoute(router, app, followStatusEndpoint, async ({ params, session }) => {
    if ((await followTargetName(app.db, params, session.user.id)) === null)
      throw fail.notFound('Nothing to follow here');
    const [row] = await app.db.query<{ id: number | null; delivery: string | null; n: number }>(
      `SELECT (SELECT count(*)::int FROM follows WHERE kind = $1 AND target_id = $2) AS n,
              mine.id, mine.delivery
       FROM (SELECT 1) one
       LEFT JOIN follows mine ON mine.kind = $1 AND mine.target_id = $2 AND mine.user_id = $3`,
      [params.kind, params.id, session.user.id],
    );
    return {
      follow: row?.id ? { id: row.id, delivery: followDeliverySchema.parse(row.delivery) } : null,
      followers: row?.n ?? 0,
    };
  });

  userRoute(router, app, followEndpoint, async ({ body, session }) => {
    const target = { kind: body.kind, platform: body.platform, id: body.target_id };
    if ((await followTargetName(app.db, target, session.user.id)) === null)
      throw fail.notFound('Nothing to follow here');
    const id = await app.db.transaction(async (tx) => {
      // The user's row lock serialises concurrent follows, so the cap cannot be overshot.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.user.id]);
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM follows WHERE user_id = $1',
        [session.user.id],
      );
      if ((count?.n ?? 0) >= MAX_FOLLOWS)
        throw fail.snackbar(409, `You can follow at most ${MAX_FOLLOWS} things`);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO follows (user_id, kind, platform, target_id, delivery, created_at, alert_budget)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, kind, target_id) DO NOTHING RETURNING id`,
        [
          session.user.id,
          body.kind,
          body.platform,
          body.target_id,
          body.delivery,
          app.now().toISOString(),
          body.alert_budget ?? DEFAULT_ALERT_BUDGET,
        ],
      );
      if (!row) throw fail.snackbar(409, 'You already follow this');
      return row.id;
    });
    return oneFollow(session.user.id, id);
  });

  userRoute(router, app, followBacktestEndpoint, async ({ body, session }) => {
    const target = { kind: body.kind, platform: body.platform, id: body.target_id };
    if ((await followTargetName(app.db, target, session.user.id)) === null)
      throw fail.notFound('Nothing to follow here');
    return backtestRule(app.db, {
      rule: { ...body, alert_budget: body.alert_budget ?? DEFAULT_ALERT_BUDGET },
      userId: session.user.id,
      today: today(),
    });
  });

  userRoute(router, app, updateFollowEndpoint, async ({ params, body, session }) => {
    await app.db.query(
      'UPDATE follows SET delivery = $2, alert_budget = coalesce($3, alert_budget) WHERE id = $1',
      [params.id, body.delivery, body.alert_budget ?? null],
    );
    return oneFollow(session.user.id, params.id);
  });

  userRoute(router, app, unfollowEndpoint, async ({ params, session }) => {
    const rows = await app.db.query(
      'DELETE FROM follows WHERE id = $1 AND user_id = $2 RETURNING id',
      [params.id, session.user.id],
    );
    if (rows.length === 0) throw fail.notFound('You do not follow this');
    return { deleted: rows.length };
  });

  userRoute(router, app, followsSeenEndpoint, async ({ session }) => {
    const rows = await app.db.query(
      'UPDATE follows SET seen_at = $2 WHERE user_id = $1 RETURNING id',
      [session.user.id, app.now().toISOString()],
    );
    return { seen: rows.length };
  });

  userRoute(router, app, announcementEndpoint, async ({ params, session }) => {
    const [announcement] = await app.db.query<{
      id: number;
      title: string;
      message: string;
      created_at: string;
    }>(
      `SELECT id, title, message, ${isoSql('created_at')} AS created_at
       FROM announcements WHERE id = $1`,
      [params.id],
    );
    if (!announcement) throw fail.notFound('Announcement not found');
    const rows = await app.db.query(
      `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn('$2')},
              array_agg(DISTINCT e.kind ORDER BY e.kind) AS changes
       FROM announced_events ae
       JOIN change_events e ON e.id = ae.event_id
       JOIN ads a ON a.id = e.ad_id
       ${CARD_JOINS}
       WHERE ae.announcement_id = $1
       GROUP BY a.id, o.id, d.id
       ORDER BY a.id DESC`,
      [params.id, session.user.id],
    );
    return {
      ...announcement,
      items: rows.map((row) => ({
        ad: toAdCard(row),
        changes: announcedAdSchema.parse(row).changes,
      })),
    };
  });
}
