import { randomBytes } from 'node:crypto';
import {
  type NotificationEntry,
  type WebhookEvent,
  type WebhookFormat,
  type WebhookPayload,
  webhookPayloadSchema,
} from '@adlens/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { type WebhookTransport, httpTransport } from './http-transport';
import {
  DEFAULT_RETRY_SCHEDULE,
  type RetrySchedule,
  isRetryableStatus,
  parseRetryAfter,
  retryDelayMs,
} from './retry-schedule';
import { SECRETS_KEY_BYTES, createSecretBox, isSealed } from './secret-box';
import { deliveryHeaders } from './signing';
import { type SlackAlert, slackPayloadOf } from './slack-payload';
import {
  type Resolver,
  type WebhookUrlPolicy,
  checkWebhookUrl,
  systemResolver,
} from './webhook-url';

export interface WebhookOptions {
  /** Loopback receivers over http or https (development and tests only; decision 0031). */
  allowLoopback?: boolean;
  resolve?: Resolver;
  transport?: WebhookTransport;
  timeoutMs?: number;
  retry?: Partial<RetrySchedule>;
  /**
   * The key that seals signing secrets at rest (decision 0046); without one (tests, benches) a key
   * of this process only, which is enough for a database that lives no longer than the process.
   */
  secretsKey?: Buffer;
  /**
   * Off: deliveries wait until `runDue()` is called (tests drive them step by step). On (the
   * default): a timer runs them as they fall due.
   */
  background?: boolean;
}

export interface WebhookDeliveries {
  readonly policy: WebhookUrlPolicy;
  /** The value to store for a new signing secret of `userId`'s webhook (decision 0046). */
  sealSecret(userId: number, secret: string): string;
  /**
   * Queues the delivery of a notification just created for `userId`, when they have a webhook,
   * and returns its id (null: no webhook). Call it with the transaction that created the
   * notification, so both are kept or neither; sending happens later, in the background.
   */
  deliverNotification(
    db: Queryable,
    userId: number,
    notification: NotificationEntry,
    /** The alert's parts, for the formats that lay them out (Slack links each ad). */
    alert: SlackAlert,
  ): Promise<number | null>;
  /** Queues a `webhook.test` delivery; null without a webhook. */
  queueTest(db: Queryable, userId: number): Promise<number | null>;
  /**
   * Starts every delivery due now; resolves when each delivery in flight (these and any started
   * earlier) is recorded. Deliveries run independently: a new one starts while others wait for
   * their receivers.
   */
  runDue(): Promise<void>;
  /**
   * Seals the secrets saved before they were sealed, then resumes the deliveries a restart
   * interrupted (the servers call it at start). Never rejects: a failure is logged.
   */
  start(): Promise<void>;
  /** No new runs; waits for the current one. */
  stop(): Promise<void>;
}

/** Deliveries one user keeps in the log; older ones are dropped as new ones come. */
export const DELIVERY_LOG_SIZE = 100;
/**
 * Deliveries in flight at once in one process, each user's one at a time: a receiver that never
 * answers holds its own user's queue for its timeout, never another user's (issue 42).
 */
const MAX_IN_FLIGHT = 20;
/** The longest the timer sleeps: also picks up deliveries queued by uncommitted transactions. */
const SWEEP_MS = 15_000;
const DEFAULT_TIMEOUT_MS = 10_000;

interface ClaimedDelivery {
  id: number;
  user_id: number;
  event: WebhookEvent;
  payload: string;
  attempt_count: number;
}

interface AttemptOutcome {
  responseCode: number | null;
  error: string | null;
  delivered: boolean;
  retryable: boolean;
  retryAfterMs: number | null;
}

function outcomeOfStatus(
  status: number,
  retryAfter: string | undefined,
  now: Date,
): AttemptOutcome {
  if (status >= 200 && status < 300)
    return {
      responseCode: status,
      error: null,
      delivered: true,
      retryable: false,
      retryAfterMs: null,
    };
  const error =
    status >= 300 && status < 400
      ? 'The receiver answered with a redirect, which is not followed'
      : `The receiver answered HTTP ${status}`;
  return {
    responseCode: status,
    error,
    delivered: false,
    retryable: isRetryableStatus(status),
    retryAfterMs: parseRetryAfter(retryAfter, now),
  };
}

function networkError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `Network error (${code})` : `Network error: ${message}`;
}

export function createWebhookDeliveries(
  db: Database,
  now: () => Date,
  options: WebhookOptions = {},
): WebhookDeliveries {
  const policy: WebhookUrlPolicy = {
    allowLoopback: options.allowLoopback ?? false,
    resolve: options.resolve ?? systemResolver,
  };
  const transport = options.transport ?? httpTransport;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const schedule: RetrySchedule = { ...DEFAULT_RETRY_SCHEDULE, ...options.retry };
  const background = options.background ?? true;
  const box = createSecretBox(options.secretsKey ?? randomBytes(SECRETS_KEY_BYTES));
  /** Claims run one after another (quick: no delivery is awaited); deliveries do not. */
  let claiming: Promise<void> = Promise.resolve();
  const inFlight = new Map<number, { userId: number; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** The signed body of decision 0031: the notification as the notification list shows it. */
  function signedPayload(
    deliveryId: number,
    event: WebhookEvent,
    createdAt: Date,
    notification: NotificationEntry | null,
  ): WebhookPayload {
    return webhookPayloadSchema.parse({
      delivery_id: deliveryId,
      event,
      created_at: createdAt.toISOString(),
      data: {
        notification: notification && {
          id: notification.id,
          title: notification.title,
          message: notification.message,
          type: notification.type,
          link: notification.link,
          created_at: notification.created_at,
        },
      },
    });
  }

  async function enqueue(
    tx: Queryable,
    userId: number,
    event: WebhookEvent,
    notification: { entry: NotificationEntry; alert: SlackAlert } | null,
  ): Promise<number | null> {
    const [hook] = await tx.query<{ format: WebhookFormat; app_origin: string | null }>(
      'SELECT format, app_origin FROM webhooks WHERE user_id = $1',
      [userId],
    );
    if (!hook) return null;
    const [next] = await tx.query<{ id: number }>(
      "SELECT nextval('webhook_deliveries_id_seq')::int AS id",
    );
    if (!next) throw new Error('no delivery id');
    const createdAt = now();
    // The body is made once, in the format of the moment: retries send the same bytes.
    const payload =
      hook.format === 'slack'
        ? slackPayloadOf(notification?.alert ?? null, hook.app_origin)
        : signedPayload(next.id, event, createdAt, notification?.entry ?? null);
    await tx.query(
      `INSERT INTO webhook_deliveries
         (id, user_id, notification_id, event, payload, status, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
      [next.id, userId, notification?.entry.id ?? null, event, JSON.stringify(payload), createdAt],
    );
    await tx.query(
      `DELETE FROM webhook_deliveries WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM webhook_deliveries WHERE user_id = $1 ORDER BY id DESC LIMIT $2)`,
      [userId, DELIVERY_LOG_SIZE],
    );
    wake(0);
    return next.id;
  }

  /**
   * Claims due deliveries, each user's earliest and none of a user with one in flight here; the
   * new `next_attempt_at` is a lease, so no other process takes them meanwhile.
   */
  async function claim(limit: number): Promise<ClaimedDelivery[]> {
    const at = now();
    const busyUsers = [...new Set([...inFlight.values()].map((running) => running.userId))];
    return db.query<ClaimedDelivery & Record<string, unknown>>(
      `UPDATE webhook_deliveries SET next_attempt_at = $2
       WHERE id IN (
         SELECT d.id FROM webhook_deliveries d
         WHERE d.status = 'pending' AND d.next_attempt_at <= $1
           AND NOT (d.user_id = ANY($4::int[]))
           AND NOT EXISTS (
             SELECT 1 FROM webhook_deliveries e
             WHERE e.user_id = d.user_id AND e.status = 'pending' AND e.next_attempt_at <= $1
               AND (e.next_attempt_at, e.id) < (d.next_attempt_at, d.id))
         ORDER BY d.next_attempt_at, d.id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, user_id, event, payload, attempt_count`,
      [at, new Date(at.getTime() + timeoutMs * 2), limit, busyUsers],
    );
  }

  async function attempt(
    delivery: ClaimedDelivery,
    hook: { url: string; secret: string },
  ): Promise<AttemptOutcome> {
    // Checked again at each attempt: DNS may have changed since the URL was saved.
    const checked = await checkWebhookUrl(hook.url, policy);
    if (!checked.ok)
      return {
        responseCode: null,
        error: checked.reason,
        delivered: false,
        retryable: checked.temporary,
        retryAfterMs: null,
      };
    try {
      const answer = await transport({
        url: checked.url,
        address: checked.address,
        headers: deliveryHeaders({
          secret: hook.secret,
          body: delivery.payload,
          deliveryId: delivery.id,
          event: delivery.event,
          sentAt: now(),
        }),
        body: delivery.payload,
        timeoutMs,
      });
      return outcomeOfStatus(answer.status, answer.retryAfter, now());
    } catch (error) {
      return {
        responseCode: null,
        error: networkError(error),
        delivered: false,
        retryable: true,
        retryAfterMs: null,
      };
    }
  }

  /** The secret to sign with; null when it was sealed under another key (the key was replaced). */
  function openSecret(userId: number, stored: string): string | null {
    try {
      return box.open(userId, stored);
    } catch {
      return null;
    }
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const [hook] = await db.query<{ url: string; secret: string }>(
      'SELECT url, secret FROM webhooks WHERE user_id = $1',
      [delivery.user_id],
    );
    if (!hook) return; // Removed meanwhile: its deliveries went with it.
    const started = now();
    const startedClock = performance.now();
    const secret = openSecret(delivery.user_id, hook.secret);
    const outcome: AttemptOutcome =
      secret === null
        ? {
            responseCode: null,
            error: 'The signing secret cannot be read on this server: rotate it',
            delivered: false,
            retryable: false,
            retryAfterMs: null,
          }
        : await attempt(delivery, { url: hook.url, secret });
    const number = delivery.attempt_count + 1;
    const delay = outcome.retryable ? retryDelayMs(number, schedule, outcome.retryAfterMs) : null;
    const status = outcome.delivered ? 'delivered' : delay === null ? 'failed' : 'pending';
    const nextAt =
      status === 'pending' && delay !== null ? new Date(now().getTime() + delay) : null;
    await db.transaction(async (tx) => {
      // Guarded by the count, so an attempt whose lease ran out is recorded once.
      const updated = await tx.query(
        `UPDATE webhook_deliveries SET attempt_count = $3, status = $4, next_attempt_at = $5
         WHERE id = $1 AND attempt_count = $2 RETURNING id`,
        [delivery.id, delivery.attempt_count, number, status, nextAt],
      );
      if (updated.length === 0) return;
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, number, at, response_code, error, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          delivery.id,
          number,
          started,
          outcome.responseCode,
          outcome.error,
          Math.round(performance.now() - startedClock),
        ],
      );
    });
  }

  function logFailure(what: string, error: unknown) {
    // The message only: an error object could carry a query's parameters (a secret).
    console.error(`dev-api: ${what}: ${error instanceof Error ? error.message : 'failed'}`);
  }

  /** Runs one delivery on its own; when it is recorded, its user's next one may start. */
  function launch(delivery: ClaimedDelivery) {
    const done = deliver(delivery)
      .catch((error: unknown) => {
        if (!stopped) logFailure('webhook delivery', error);
      })
      .finally(() => {
        inFlight.delete(delivery.id);
        wake(0);
      });
    inFlight.set(delivery.id, { userId: delivery.user_id, done });
  }

  /** Claims and starts what is due, as room allows; waits for no delivery. */
  function startDue(): Promise<void> {
    // A claim that failed (the database was away) must not stop the ones after it.
    claiming = claiming
      .catch(() => undefined)
      .then(async () => {
        for (;;) {
          const room = MAX_IN_FLIGHT - inFlight.size;
          if (stopped || room <= 0) return;
          const claimed = await claim(room);
          if (claimed.length === 0) return;
          claimed.forEach(launch);
        }
      });
    return claiming;
  }

  async function nextDueInMs(): Promise<number | null> {
    const [row] = await db.query<{ at: Date | null }>(
      "SELECT min(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'pending'",
    );
    return row?.at ? Math.max(0, new Date(row.at).getTime() - now().getTime()) : null;
  }

  function wake(delayMs: number) {
    if (!background || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.min(delayMs, SWEEP_MS));
    timer.unref();
  }

  /** The background timer: starts what is due, then sleeps until the next falls due. */
  async function tick(): Promise<void> {
    try {
      await startDue();
      if (!stopped) wake((await nextDueInMs()) ?? SWEEP_MS);
    } catch (error) {
      if (stopped) return;
      logFailure('webhook deliveries', error);
      wake(SWEEP_MS);
    }
  }

  async function runDue(): Promise<void> {
    await startDue();
    // Each recorded delivery may let its user's next one start: keep going until none is left.
    while (inFlight.size > 0) {
      await Promise.race([...inFlight.values()].map((running) => running.done));
      await startDue();
    }
  }

  async function sealClearSecrets(): Promise<void> {
    const rows = await db.query<{ user_id: number; secret: string }>(
      'SELECT user_id, secret FROM webhooks',
    );
    for (const row of rows.filter((candidate) => !isSealed(candidate.secret))) {
      // Guarded by the old value: a rotation meanwhile keeps its own new secret.
      await db.query('UPDATE webhooks SET secret = $3 WHERE user_id = $1 AND secret = $2', [
        row.user_id,
        row.secret,
        box.seal(row.user_id, row.secret),
      ]);
    }
  }

  return {
    policy,
    sealSecret: (userId, secret) => box.seal(userId, secret),
    deliverNotification: (tx, userId, notification, alert) =>
      enqueue(tx, userId, 'notification.created', { entry: notification, alert }),
    queueTest: (tx, userId) => enqueue(tx, userId, 'webhook.test', null),
    runDue,
    async start() {
      try {
        await sealClearSecrets();
      } catch (error) {
        // The message only, as above; the clear rows stay readable and are sealed at the next start.
        console.error(
          `dev-api: sealing webhook secrets: ${error instanceof Error ? error.message : 'failed'}`,
        );
      }
      wake(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await claiming.catch(() => undefined);
      await Promise.all([...inFlight.values()].map((running) => running.done));
    },
  };
}
