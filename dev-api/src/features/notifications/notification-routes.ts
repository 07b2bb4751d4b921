import {
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationSchema,
  notificationsEndpoint,
  readNotificationsEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';

export function registerNotificationRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, notificationsEndpoint, async ({ query, session }) => {
    const onlyUnread = query.unread === true;
    const rows = await app.db.query(
      `SELECT id, title, body AS message, type, link, read, ${isoSql('created_at')} AS created_at
       FROM notifications WHERE user_id = $1 AND ($2::boolean IS FALSE OR NOT read)
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [session.user.id, onlyUnread, query.per_page, (query.page - 1) * query.per_page],
    );
    const [counts] = await app.db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT read)::int AS unread
       FROM notifications WHERE user_id = $1`,
      [session.user.id],
    );
    const total = onlyUnread ? (counts?.unread ?? 0) : (counts?.total ?? 0);
    return {
      items: rows.map((row) => notificationSchema.parse(row)),
      total,
      page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      unread_count: counts?.unread ?? 0,
    };
  });

  userRoute(router, app, readNotificationsEndpoint, async ({ body, session }) => {
    const rows = await app.db.query(
      `UPDATE notifications SET read = true
       WHERE user_id = $1 AND NOT read AND ($2::int[] IS NULL OR id = ANY($2::int[]))
       RETURNING id`,
      [session.user.id, body.ids ?? null],
    );
    return { read: rows.length };
  });

  userRoute(router, app, deleteNotificationsEndpoint, async ({ session }) => {
    const rows = await app.db.query('DELETE FROM notifications WHERE user_id = $1 RETURNING id', [
      session.user.id,
    ]);
    return { deleted: rows.length };
  });

  userRoute(router, app, deleteNotificationEndpoint, async ({ params, session }) => {
    const rows = await app.db.query(
      'DELETE FROM notifications WHERE user_id = $1 AND id = $2 RETURNING id',
      [session.user.id, params.id],
    );
    if (rows.length === 0) throw fail.notFound('Notification not found');
    return { deleted: rows.length };
  });
}
