import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type NotificationEntry,
  WEBHOOK_HEADERS,
  setWebhookDataSchema,
  successBodySchema,
  webhookDeliveriesDataSchema,
  webhookPayloadSchema,
  webhookSecretSchema,
  webhookStateSchema,
} from '@adlens/shared-contracts';
import { createApp } from '../../app';
import { expectErrorMeta } from '../../testing/test-server';
import { type TestServerHandle, useTestServer } from '../../testing/use-test-server';
import { type WebhookReceiver, startWebhookReceiver } from '../../testing/webhook-receiver';
import { createSecretBox } from './secret-box';
import type { ResolvedAddress } from './webhook-url';
import { WEBHOOK_TEST_LIMIT } from './webhook-routes';

/** Names the tests resolve as they choose (a rebinding attacker's DNS); the rest do not exist. */
const zone = new Map<string, ResolvedAddress[]>();
const resolve = (hostname: string) => {
  const answer = zone.get(hostname);
  return answer ? Promise.resolve(answer) : Promise.reject(new Error(`ENOTFOUND ${hostname}`));
};

let receiver: WebhookReceiver;
beforeEach(async () => {
  zone.clear();
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

/** A receiver's check, written from the decision's description rather than the server's code. */
function verify(secret: string, delivery: { headers: Record<string, unknown>; body: string }) {
  const timestamp = String(delivery.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()]);
  const signature = String(delivery.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

async function userId(server: TestServerHandle): Promise<number> {
  const user = await server.userForToken(server.token);
  if (!user) throw new Error('no user');
  return user.id;
}

async function setWebhook(server: TestServerHandle, url: string) {
  return server.request('PUT', '/v1/user/webhook', { token: server.token, body: { url } });
}

async function createWebhook(server: TestServerHandle, url: string): Promise<string> {
  const response = await setWebhook(server, url);
  const { secret } = successBodySchema(setWebhookDataSchema).parse(response.json).data;
  if (!secret) throw new Error('no secret on first save');
  return secret;
}

/** A notification as the app creates one: the row, then the delivery in the same transaction. */
async function notify(server: TestServerHandle, title = 'True Studio: 4 new ads') {
  const owner = await userId(server);
  return server.db.transaction(async (tx) => {
    const [row] = await tx.query<NotificationEntry>(
      `INSERT INTO notifications (user_id, title, body, type, link, created_at)
       VALUES ($1, $2, 'Landing page changed on 2', 'info', '/following', $3)
       RETURNING id, title, body AS message, type, link, read,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`,
      [owner, title, server.clock.now],
    );
    if (!row) throw new Error('no notification');
    const deliveryId = await server.webhooks.deliverNotification(tx, owner, row, {
      title,
      summary: row.message,
      evidence: [],
      platform: 'meta',
      adIds: [],
      link: '/following',
    });
    return { notification: row, deliveryId };
  });
}

async function deliveryLog(server: TestServerHandle) {
  const response = await server.request('GET', '/v1/user/webhook/deliveries', {
    token: server.token,
  });
  return successBodySchema(webhookDeliveriesDataSchema).parse(response.json).data;
}

function advance(server: TestServerHandle, ms: number) {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
}

describe('webhooks with loopback receivers allowed (test config)', () => {
  const server = useTestServer({
    signIn: true,
    per: 'test',
    webhooks: { allowLoopback: true, resolve, timeoutMs: 5_000 },
  });

  it('shows the secret once, on the first save, and never again', async () => {
    const first = await setWebhook(server, `${receiver.origin}/hooks/adlens`);
    expect(first.status).toBe(200);
    const created = successBodySchema(setWebhookDataSchema).parse(first.json).data;
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook.url).toBe(`${receiver.origin}/hooks/adlens`);

    const again = await setWebhook(server, `${receiver.origin}/hooks/other`);
    expect(successBodySchema(setWebhookDataSchema).parse(again.json).data.secret).toBeNull();
    const read = await server.request('GET', '/v1/user/webhook', { token: server.token });
    expect(JSON.stringify(read.json)).not.toContain(created.secret ?? 'missing');
    expect(successBodySchema(webhookStateSchema).parse(read.json).data.webhook?.url).toBe(
      `${receiver.origin}/hooks/other`,
    );
  });

  it('makes one webhook and shows one secret when two first saves race', async () => {
    const answers = await Promise.all(
      ['/a', '/b'].map((path) => setWebhook(server, `${receiver.origin}${path}`)),
    );
    const secrets = answers
      .map((answer) => successBodySchema(setWebhookDataSchema).parse(answer.json).data.secret)
      .filter((secret) => secret !== null);
    expect(secrets).toHaveLength(1);
    const stored = await server.db.query<{ secret: string }>('SELECT secret FROM webhooks');
    expect(stored).toHaveLength(1);
    // The one stored is the one shown: a delivery is signed with it.
    await notify(server);
    await server.webhooks.runDue();
    const [delivery] = receiver.received;
    if (!delivery || !secrets[0]) throw new Error('nothing arrived');
    expect(verify(secrets[0], delivery)).toBe(true);
  });

  it('queues a notification without sending it in the request, then delivers it signed', async () => {
    const secret = await createWebhook(server, `${receiver.origin}/hooks/adlens`);
    const { notification, deliveryId } = await notify(server);
    expect(deliveryId).toEqual(expect.any(Number));
    // Queued, not sent: the creating request does not wait for the receiver.
    expect(receiver.received).toHaveLength(0);
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      id: deliveryId,
      status: 'pending',
      attempts: [],
    });

    await server.webhooks.runDue();

    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing arrived');
    expect(delivery.path).toBe('/hooks/adlens');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-adlens-event']).toBe('notification.created');
    expect(delivery.headers['x-adlens-delivery']).toBe(String(deliveryId));
    expect(delivery.headers['x-adlens-timestamp']).toBe(
      String(Math.floor(server.clock.now.getTime() / 1000)),
    );
    expect(verify(secret, delivery)).toBe(true);
    expect(verify('whsec_wrong', delivery)).toBe(false);
    const payload = webhookPayloadSchema.parse(JSON.parse(delivery.body));
    expect(payload).toEqual({
      delivery_id: deliveryId,
      event: 'notification.created',
      created_at: server.clock.now.toISOString(),
      data: {
        notification: {
          id: notification.id,
          title: 'True Studio: 4 new ads',
          message: 'Landing page changed on 2',
          type: 'info',
          link: '/following',
          created_at: notification.created_at,
        },
      },
    });
    const [logged] = (await deliveryLog(server)).items;
    expect(logged).toMatchObject({
      status: 'delivered',
      next_attempt_at: null,
      attempts: [{ number: 1, response_code: 200, error: null }],
    });
  });

  it('retries after the receiver fails once, with the same body, after the backoff', async () => {
    const secret = await createWebhook(server, `${receiver.origin}/in`);
    receiver.answer({ status: 503 });
    const { deliveryId } = await notify(server);

    await server.webhooks.runDue();
    const afterFailure = (await deliveryLog(server)).items[0];
    expect(afterFailure).toMatchObject({
      status: 'retrying',
      attempts: [{ number: 1, response_code: 503, error: 'The receiver answered HTTP 503' }],
      next_attempt_at: new Date(server.clock.now.getTime() + 30_000).toISOString(),
    });

    // Not due yet: nothing is sent.
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(1);

    advance(server, 30_000);
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['x-adlens-delivery']).toBe(String(deliveryId));
    expect(second && verify(secret, second)).toBe(true);
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      status: 'delivered',
      attempts: [
        { number: 1, response_code: 503 },
        { number: 2, response_code: 200, error: null },
      ],
    });
  });

  it('gives up after six attempts, spaced by the backoff', async () => {
    await createWebhook(server, `${receiver.origin}/in`);
    receiver.answer(...Array(6).fill({ status: 500 }));
    await notify(server);
    for (const wait of [0, 30_000, 120_000, 480_000, 1_920_000, 3_600_000]) {
      advance(server, wait);
      await server.webhooks.runDue();
    }
    advance(server, 3_600_000);
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(6);
    const [logged] = (await deliveryLog(server)).items;
    expect(logged?.status).toBe('failed');
    expect(logged?.next_attempt_at).toBeNull();
    expect(logged?.attempts.map((attempt) => attempt.response_code)).toEqual(Array(6).fill(500));
  });

  it('does not follow a redirect (to the metadata address here) and does not retry it', async () => {
    await createWebhook(server, `${receiver.origin}/in`);
    receiver.answer({
      status: 302,
      headers: { location: 'http://169.254.169.254/latest/meta-data' },
    });
    await notify(server);
    await server.webhooks.runDue();
    advance(server, 3_600_000);
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      status: 'failed',
      attempts: [
        {
          response_code: 302,
          error: 'The receiver answered with a redirect, which is not followed',
        },
      ],
    });
  });

  it('connects to the address checked, and refuses one that DNS changed to a private range', async () => {
    zone.set('receiver.example.com', [{ address: '127.0.0.1', family: 4 }]);
    const port = new URL(receiver.origin).port;
    await createWebhook(server, `http://receiver.example.com:${port}/pinned`);
    await notify(server);
    await server.webhooks.runDue();
    // The name exists only in the test's zone: the connection used the checked address.
    expect(receiver.received.map((delivery) => delivery.path)).toEqual(['/pinned']);
    expect(receiver.received[0]?.headers.host).toBe(`receiver.example.com:${port}`);

    zone.set('receiver.example.com', [{ address: '10.0.0.7', family: 4 }]);
    await notify(server, 'After the rebinding');
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      status: 'failed',
      attempts: [
        {
          response_code: null,
          error:
            'The URL points to a private address, which webhooks may not use: use a public address',
        },
      ],
    });
  });

  it('signs with the new secret once rotated, and shows that secret once', async () => {
    const old = await createWebhook(server, `${receiver.origin}/in`);
    const rotated = await server.request('POST', '/v1/user/webhook/secret', {
      token: server.token,
    });
    const { secret } = successBodySchema(webhookSecretSchema).parse(rotated.json).data;
    expect(secret).not.toBe(old);
    const queued = await server.request('POST', '/v1/user/webhook/test', { token: server.token });
    expect(queued.status).toBe(200);
    await server.webhooks.runDue();
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing arrived');
    expect(delivery.headers['x-adlens-event']).toBe('webhook.test');
    expect(verify(secret, delivery)).toBe(true);
    expect(verify(old, delivery)).toBe(false);
  });

  it('removes the webhook with its log; later notifications queue nothing', async () => {
    await createWebhook(server, `${receiver.origin}/in`);
    await notify(server);
    const removed = await server.request('DELETE', '/v1/user/webhook', { token: server.token });
    expect(removed.status).toBe(200);
    expect((await deliveryLog(server)).total).toBe(0);
    expect((await notify(server)).deliveryId).toBeNull();
    await server.webhooks.runDue();
    expect(receiver.received).toHaveLength(0);
  });

  it('answers 409 to rotate, test and remove without a webhook, and changes nothing', async () => {
    for (const [method, path] of [
      ['POST', '/v1/user/webhook/secret'],
      ['POST', '/v1/user/webhook/test'],
      ['DELETE', '/v1/user/webhook'],
    ] as const) {
      const response = await server.request(method, path, { token: server.token });
      expect({ path, status: response.status }).toEqual({ path, status: 409 });
      expect(expectErrorMeta(response.json)).toMatchObject({ action: 'SNACKBAR', code: 409 });
    }
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks');
    expect(count?.n).toBe(0);
  });
});

describe('signing secrets at rest (decision 0046)', () => {
  const server = useTestServer({
    signIn: true,
    per: 'test',
    webhooks: { allowLoopback: true, resolve, secretsKey: randomBytes(32) },
  });
  const storedSecret = async () =>
    (await server.db.query<{ secret: string }>('SELECT secret FROM webhooks'))[0]?.secret ?? '';

  it('stores no secret a copy of the database could sign with, on save and on rotation', async () => {
    const shown = await createWebhook(server, `${receiver.origin}/hooks/adlens`);
    expect(await storedSecret()).toMatch(/^v1:/);
    expect(await storedSecret()).not.toContain(shown.slice('whsec_'.length));

    const rotated = await server.request('POST', '/v1/user/webhook/secret', {
      token: server.token,
    });
    const { secret } = successBodySchema(webhookSecretSchema).parse(rotated.json).data;
    expect(await storedSecret()).toMatch(/^v1:/);
    expect(await storedSecret()).not.toContain(secret.slice('whsec_'.length));
  });

  it('seals a secret saved before sealing at start, and signs with it as before', async () => {
    await createWebhook(server, `${receiver.origin}/hooks/adlens`);
    const old = 'whsec_saved-before-secrets-were-sealed';
    await server.db.query('UPDATE webhooks SET secret = $1', [old]);

    await server.webhooks.start();

    expect(await storedSecret()).toMatch(/^v1:/);
    await notify(server);
    await server.webhooks.runDue();
    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing arrived');
    expect(verify(old, delivery)).toBe(true);
  });

  it('fails a delivery whose secret was sealed under another key, once, asking for a rotation', async () => {
    await createWebhook(server, `${receiver.origin}/hooks/adlens`);
    const owner = await userId(server);
    await server.db.query('UPDATE webhooks SET secret = $1', [
      createSecretBox(randomBytes(32)).seal(owner, 'whsec_from-another-server'),
    ]);

    await notify(server);
    await server.webhooks.runDue();

    expect(receiver.received).toHaveLength(0);
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      status: 'failed',
      attempts: [
        { number: 1, error: 'The signing secret cannot be read on this server: rotate it' },
      ],
    });
  });
});

describe('the test delivery button (its own limit, decision 0042)', () => {
  const server = useTestServer({
    signIn: true,
    per: 'test',
    webhooks: { allowLoopback: true, resolve, timeoutMs: 5_000 },
  });

  const sendTest = () =>
    server.raw('/v1/user/webhook/test', { method: 'POST', token: server.token });

  it('queues a few tests a minute per user, then answers 429 with when to try again', async () => {
    await createWebhook(server, `${receiver.origin}/in`);
    const { limit, windowMs } = WEBHOOK_TEST_LIMIT;
    const answers = await Promise.all(Array.from({ length: limit + 4 }, () => sendTest()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    const [first] = refused;
    expect(first?.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect(expectErrorMeta(await first?.json())).toEqual({
      message: `You can send ${limit} test deliveries a minute: try again in 60 seconds`,
      action: 'SNACKBAR',
      type: 'error',
      code: 429,
    });
    expect((await deliveryLog(server)).total).toBe(limit);

    advance(server, windowMs);
    expect((await sendTest()).status).toBe(200);
  });

  it('does not count a press without a webhook', async () => {
    for (let i = 0; i < WEBHOOK_TEST_LIMIT.limit + 1; i++)
      expect((await sendTest()).status).toBe(409);
    await createWebhook(server, `${receiver.origin}/in`);
    expect((await sendTest()).status).toBe(200);
  });
});

describe('webhook URLs under the production rules', () => {
  const server = useTestServer({ signIn: true, webhooks: { resolve } });

  it.each([
    ['http://hooks.example.com/in', 'The URL must start with https://'],
    [
      'https://user:secret@hooks.example.com/in',
      'The URL must not contain a user name or password',
    ],
    ['http://127.0.0.1:4000/in', 'The URL must start with https://'],
    [
      'https://127.0.0.1/in',
      'The URL points to this server (loopback), which webhooks may not use',
    ],
    [
      'https://10.1.2.3/in',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://[::ffff:192.168.0.1]/in',
      'The URL points to a private address, which webhooks may not use: use a public address',
    ],
    [
      'https://[fd00::1]/in',
      'The URL points to a unique local address, which webhooks may not use: use a public address',
    ],
    [
      'https://169.254.169.254/latest/meta-data',
      'The URL points to a link-local address, which webhooks may not use: use a public address',
    ],
    [
      'https://100.64.1.1/in',
      'The URL points to a shared (CGNAT) address, which webhooks may not use: use a public address',
    ],
    ['not a url', 'Enter a valid URL, such as https://example.com/hooks/adlens'],
  ])('refuses %s with 422 INLINE on url and saves nothing', async (url, message) => {
    const response = await setWebhook(server, url);
    expect(response.status).toBe(422);
    expect(expectErrorMeta(response.json)).toEqual({
      message,
      action: 'INLINE',
      field: 'url',
      type: 'error',
      code: 422,
    });
    const read = await server.request('GET', '/v1/user/webhook', { token: server.token });
    expect(successBodySchema(webhookStateSchema).parse(read.json).data.webhook).toBeNull();
  });

  it('cannot be told to allow loopback receivers under NODE_ENV=production', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => createApp({ db: server.db, webhooks: { allowLoopback: true } })).toThrow(
        'dev-api: loopback webhooks are refused under NODE_ENV=production',
      );
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('keeps the saved URL when a hostile one is sent to replace it', async () => {
    zone.set('hooks.example.com', [{ address: '93.184.215.14', family: 4 }]);
    expect((await setWebhook(server, 'https://hooks.example.com/in')).status).toBe(200);
    expect((await setWebhook(server, 'https://10.0.0.1/in')).status).toBe(422);
    const read = await server.request('GET', '/v1/user/webhook', { token: server.token });
    expect(successBodySchema(webhookStateSchema).parse(read.json).data.webhook?.url).toBe(
      'https://hooks.example.com/in',
    );
  });
});

describe('webhook deliveries in the background (the default outside tests)', () => {
  const server = useTestServer({
    signIn: true,
    webhooks: { allowLoopback: true, resolve, background: true },
  });

  it('sends a queued notification without anyone calling runDue', async () => {
    const secret = await createWebhook(server, `${receiver.origin}/bg`);
    receiver.answer('hold');
    const { deliveryId } = await notify(server);
    // The notification is created while the receiver still holds its answer.
    expect(deliveryId).toEqual(expect.any(Number));
    const delivery = await receiver.request(0);
    expect(verify(secret, delivery)).toBe(true);
  });
});

describe('a receiver that does not answer in time', () => {
  const server = useTestServer({
    signIn: true,
    webhooks: { allowLoopback: true, resolve, timeoutMs: 200 },
  });

  it('is a failed attempt that will be retried', async () => {
    await createWebhook(server, `${receiver.origin}/slow`);
    receiver.answer('hold');
    const { deliveryId } = await notify(server);
    await server.webhooks.runDue();
    expect((await deliveryLog(server)).items[0]).toMatchObject({
      id: deliveryId,
      status: 'retrying',
      attempts: [{ response_code: null, error: 'Network error: No answer within 0.2 s' }],
    });
  });
});

describe('a receiver that never answers, in the background', () => {
  // Far longer than the test may take: the other user's delivery must not wait for it.
  const server = useTestServer({
    signIn: true,
    webhooks: { allowLoopback: true, resolve, background: true, timeoutMs: 10 * 60_000 },
  });

  it("holds no other user's delivery (issue 42: one loop waited for every claimed delivery)", async () => {
    const prompt = await startWebhookReceiver();
    try {
      await createWebhook(server, `${receiver.origin}/silent`);
      receiver.answer('hold');
      const otherToken = await server.login('free@adlens.test');
      const other = await server.userForToken(otherToken);
      if (!other) throw new Error('no second user');
      await server.request('PUT', '/v1/user/webhook', {
        token: otherToken,
        body: { url: `${prompt.origin}/prompt` },
      });
      await notify(server);
      await receiver.request(0);
      await server.webhooks.queueTest(server.db, other.id);
      const arrived = await prompt.request(0);
      expect(webhookPayloadSchema.parse(JSON.parse(arrived.body)).event).toBe('webhook.test');
      // The silent receiver's delivery is still in flight: nothing recorded for it yet.
      const [silent] = await server.db.query<{ attempt_count: number }>(
        'SELECT attempt_count FROM webhook_deliveries WHERE user_id = $1',
        [await userId(server)],
      );
      expect(silent?.attempt_count).toBe(0);
    } finally {
      await prompt.close();
    }
  });
});
