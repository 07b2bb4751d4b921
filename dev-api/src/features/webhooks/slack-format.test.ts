import {
  type NotificationEntry,
  WEBHOOK_HEADERS,
  setWebhookDataSchema,
  slackWebhookPayloadSchema,
  successBodySchema,
  webhookDeliveriesDataSchema,
  webhookStateSchema,
} from '@adlens/shared-contracts';
import { expectErrorMeta } from '../../testing/test-server';
import { type TestServerHandle, useTestServer } from '../../testing/use-test-server';
import { type WebhookReceiver, startWebhookReceiver } from '../../testing/webhook-receiver';
import { type SlackAlert, slackPayloadOf } from './slack-payload';

const APP = 'https://app.adlens.example';

const STOPPED: SlackAlert = {
  title: 'True Studio',
  summary: '1 stopped',
  evidence: [{ ad_id: 812, line: 'Ad 812 stopped: not seen in 3 complete crawls since Nov 24' }],
  platform: 'tiktok',
  adIds: [812],
  link: '/dashboard/following/announcements/5',
};

describe('the Slack-compatible body (decision 0071)', () => {
  it('gives the one line, the evidence line and a link to the ad', () => {
    expect(slackPayloadOf(STOPPED, APP)).toEqual({
      text: 'True Studio: 1 stopped',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: '*True Studio*\n1 stopped' } },
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: `Ad 812 stopped: not seen in 3 complete crawls since Nov 24 · <${APP}/tiktok/ads/812|View ad>`,
            },
          ],
        },
        {
          type: 'section',
          text: { type: 'mrkdwn', text: `<${APP}/tiktok/ads/812|View the ad on Adlens>` },
        },
      ],
    });
  });

  it('links the announcement when several ads changed, and keeps markup in names as text', () => {
    const body = slackPayloadOf(
      { ...STOPPED, title: 'A<b>&Co', summary: '2 new ads', evidence: [], adIds: [1, 2] },
      APP,
    );
    expect(body.text).toBe('A&lt;b&gt;&amp;Co: 2 new ads');
    expect(body.blocks.at(-1)).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: `<${APP}${STOPPED.link}|View the 2 ads on Adlens>` },
    });
  });
});

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

async function ownId(server: TestServerHandle): Promise<number> {
  const user = await server.userForToken(server.token);
  if (!user) throw new Error('no user');
  return user.id;
}

/** Saves the webhook from the app at APP (the browser sends its Origin). */
async function saveWebhook(server: TestServerHandle, body: Record<string, unknown>) {
  const response = await server.raw('/v1/user/webhook', {
    method: 'PUT',
    token: server.token,
    headers: { 'content-type': 'application/json', origin: APP },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

async function notifyStopped(server: TestServerHandle) {
  const owner = await ownId(server);
  return server.db.transaction(async (tx) => {
    const [row] = await tx.query<NotificationEntry>(
      `INSERT INTO notifications (user_id, title, body, type, link, created_at)
       VALUES ($1, 'True Studio', '1 stopped', 'info', $2, $3)
       RETURNING id, title, body AS message, type, link, read,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`,
      [owner, STOPPED.link, server.clock.now],
    );
    if (!row) throw new Error('no notification');
    return server.webhooks.deliverNotification(tx, owner, row, STOPPED);
  });
}

// One database for the file: each test leaves the webhook as the next one expects (none, then saved).
describe('a webhook in the Slack format', () => {
  const server = useTestServer({
    signIn: true,
    per: 'file',
    webhooks: { allowLoopback: true, timeoutMs: 5_000 },
  });

  it('refuses an unknown format with 422 on the field, and a private address as for signed ones', async () => {
    const unknown = await saveWebhook(server, { url: `${receiver.origin}/in`, format: 'teams' });
    expect(unknown.status).toBe(422);
    expect(expectErrorMeta(unknown.json)).toMatchObject({ action: 'INLINE', field: 'format' });

    const internal = await saveWebhook(server, { url: 'https://10.1.2.3/in', format: 'slack' });
    expect(internal.status).toBe(422);
    expect(expectErrorMeta(internal.json)).toMatchObject({ action: 'INLINE', field: 'url' });

    const read = await server.request('GET', '/v1/user/webhook', { token: server.token });
    expect(successBodySchema(webhookStateSchema).parse(read.json).data.webhook).toBeNull();
  });

  it('posts the Slack body, retried with the same bytes and logged like a signed one', async () => {
    const saved = await saveWebhook(server, { url: `${receiver.origin}/slack`, format: 'slack' });
    expect(saved.status).toBe(200);
    expect(successBodySchema(setWebhookDataSchema).parse(saved.json).data.webhook.format).toBe(
      'slack',
    );
    receiver.answer({ status: 500 });
    const deliveryId = await notifyStopped(server);

    await server.webhooks.runDue();
    server.clock.now = new Date(server.clock.now.getTime() + 30_000);
    await server.webhooks.runDue();

    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(String(deliveryId));
    expect(slackWebhookPayloadSchema.parse(JSON.parse(second?.body ?? 'null'))).toEqual(
      slackPayloadOf(STOPPED, APP),
    );
    const log = await server.request('GET', '/v1/user/webhook/deliveries', {
      token: server.token,
    });
    expect(
      successBodySchema(webhookDeliveriesDataSchema).parse(log.json).data.items[0],
    ).toMatchObject({
      id: deliveryId,
      status: 'delivered',
      attempts: [{ response_code: 500 }, { response_code: 200 }],
    });
  });

  it('keeps the format when the URL is changed without one, and sends its test in that format', async () => {
    await saveWebhook(server, { url: `${receiver.origin}/slack`, format: 'slack' });
    await saveWebhook(server, { url: `${receiver.origin}/moved` });
    const read = await server.request('GET', '/v1/user/webhook', { token: server.token });
    expect(successBodySchema(webhookStateSchema).parse(read.json).data.webhook).toMatchObject({
      url: `${receiver.origin}/moved`,
      format: 'slack',
    });
    expect(
      (await server.request('POST', '/v1/user/webhook/test', { token: server.token })).status,
    ).toBe(200);
    await server.webhooks.runDue();
    const body = slackWebhookPayloadSchema.parse(JSON.parse(receiver.received[0]?.body ?? 'null'));
    expect(body.text).toContain('Adlens test delivery');
  });
});
