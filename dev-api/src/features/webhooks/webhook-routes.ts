import {
  DEFAULT_WEBHOOK_FORMAT,
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  setWebhookEndpoint,
  testWebhookEndpoint,
  webhookDeliveriesEndpoint,
  webhookDeliverySchema,
  webhookEndpoint,
  webhookSchema,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail, retryAfterSeconds } from '../../http/api-failure';
import { appOrigin } from '../../http/app-origin';
import { userRoute } from '../../http/route';
import { newWebhookSecret } from './signing';
import { checkWebhookUrl } from './webhook-url';

const WEBHOOK_COLUMNS = `url, format, ${isoSql('created_at')} AS created_at,
  ${isoSql('secret_created_at')} AS secret_created_at`;

/**
 * Acting on a webhook one does not have: a conflict with the account's state (409), not the 404
 * that answers someone else's record.
 */
const noWebhook = () => fail.snackbar(409, 'You have no webhook: save its URL first');

async function findWebhook(db: Queryable, userId: number) {
  const [row] = await db.query(`SELECT ${WEBHOOK_COLUMNS} FROM webhooks WHERE user_id = $1`, [
    userId,
  ]);
  return row ? webhookSchema.parse(row) : null;
}

/**
 * Test deliveries a user may queue (decision 0042): each can make up to six outgoing attempts, so
 * the general request limit alone would let one account send thousands of requests a minute to
 * any public https address. A person checking a receiver presses a few times.
 */
export const WEBHOOK_TEST_LIMIT = { limit: 3, windowMs: 60_000 } as const;

/** Statuses as the log shows them: a pending delivery that failed before is retrying. */
function logStatus(status: string, attempts: number) {
  return status === 'pending' && attempts > 0 ? 'retrying' : status;
}

export function registerWebhookRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, webhookEndpoint, async ({ session }) => ({
    webhook: await findWebhook(app.db, session.user.id),
  }));

  userRoute(router, app, setWebhookEndpoint, async ({ body, session, c }) => {
    const checked = await checkWebhookUrl(body.url, app.webhooks.policy);
    if (!checked.ok) throw fail.inline('url', checked.reason);
    const secret = newWebhookSecret();
    const at = app.now();
    // One statement, so two first saves at once make one webhook with one secret; `xmax = 0`
    // tells an inserted row from an updated one. A save without a format keeps the saved one.
    // The origin of the app the user saves from is where a Slack message's links point.
    const [saved] = await app.db.query<{ inserted: boolean }>(
      `INSERT INTO webhooks (user_id, url, secret, created_at, secret_created_at, format, app_origin)
       VALUES ($1, $2, $3, $4, $4, coalesce($5, '${DEFAULT_WEBHOOK_FORMAT}'), $6)
       ON CONFLICT (user_id) DO UPDATE SET url = EXCLUDED.url,
         format = coalesce($5, webhooks.format), app_origin = EXCLUDED.app_origin
       RETURNING (xmax = 0) AS inserted`,
      [
        session.user.id,
        checked.url.href,
        app.webhooks.sealSecret(session.user.id, secret),
        at,
        body.format ?? null,
        appOrigin(c),
      ],
    );
    const webhook = await findWebhook(app.db, session.user.id);
    if (!saved || !webhook) throw fail.snackbar(500, 'Could not save the webhook');
    return { webhook, secret: saved.inserted ? secret : null };
  });

  userRoute(router, app, deleteWebhookEndpoint, async ({ session }) => {
    const rows = await app.db.query('DELETE FROM webhooks WHERE user_id = $1 RETURNING user_id', [
      session.user.id,
    ]);
    if (rows.length === 0) throw noWebhook();
    return { deleted: true as const };
  });

  userRoute(router, app, rotateWebhookSecretEndpoint, async ({ session }) => {
    const secret = newWebhookSecret();
    const rows = await app.db.query(
      'UPDATE webhooks SET secret = $2, secret_created_at = $3 WHERE user_id = $1 RETURNING user_id',
      [session.user.id, app.webhooks.sealSecret(session.user.id, secret), app.now()],
    );
    const webhook = await findWebhook(app.db, session.user.id);
    if (rows.length === 0 || !webhook) throw noWebhook();
    return { webhook, secret };
  });

  userRoute(router, app, testWebhookEndpoint, async ({ session }) => {
    const key = `webhook-test:${session.user.id}`;
    const taken = await app.throttles.take(key, WEBHOOK_TEST_LIMIT);
    if (!taken.admitted) {
      const seconds = retryAfterSeconds(taken.heldForMs);
      throw fail.tooOften(
        `You can send ${WEBHOOK_TEST_LIMIT.limit} test deliveries a minute: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
        taken.heldForMs,
      );
    }
    const id = await app.webhooks.queueTest(app.db, session.user.id);
    if (id === null) {
      await app.throttles.undo(key, taken.windowEndsMs);
      throw noWebhook();
    }
    return { delivery_id: id };
  });

  userRoute(router, app, webhookDeliveriesEndpoint, async ({ query, session }) => {
    const deliveries = await app.db.query<{ id: number; status: string } & Record<string, unknown>>(
      `SELECT id, event, notification_id, status, attempt_count,
         ${isoSql('created_at')} AS created_at,
         CASE WHEN status = 'pending' THEN ${isoSql('next_attempt_at')} END AS next_attempt_at
       FROM webhook_deliveries WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [session.user.id, query.per_page, (query.page - 1) * query.per_page],
    );
    const attempts = await app.db.query<{ delivery_id: number } & Record<string, unknown>>(
      `SELECT delivery_id, number, ${isoSql('at')} AS at, response_code, error, duration_ms
       FROM webhook_attempts WHERE delivery_id = ANY($1::int[]) ORDER BY delivery_id, number`,
      [deliveries.map((row) => row.id)],
    );
    const [count] = await app.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM webhook_deliveries WHERE user_id = $1',
      [session.user.id],
    );
    const total = count?.total ?? 0;
    return {
      items: deliveries.map((row) => {
        const own = attempts
          .filter((attempt) => attempt.delivery_id === row.id)
          .map(({ delivery_id: _id, ...attempt }) => attempt);
        return webhookDeliverySchema.parse({
          ...row,
          status: logStatus(row.status, own.length),
          attempts: own,
        });
      }),
      total,
      page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
    };
  });
}
