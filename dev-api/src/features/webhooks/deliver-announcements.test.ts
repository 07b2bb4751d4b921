import { followEndpoint, webhookPayloadSchema } from '@adlens/shared-contracts';
import { previewIngestion } from '../follows/preview-ingestion';
import { okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';
import { type WebhookReceiver, startWebhookReceiver } from '../../testing/webhook-receiver';

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

describe("an ingestion run's notifications at the user's webhook", () => {
  const server = useTestServer({
    signIn: true,
    per: 'test',
    webhooks: { allowLoopback: true, timeoutMs: 5_000 },
  });

  it('delivers the grouped notification of a followed owner, once', async () => {
    server.clock.now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
    const [launcher] = (await previewIngestion(server.db, server.clock.now)).launches;
    if (!launcher) throw new Error('the next run launches nothing');
    okData(
      followEndpoint,
      await server.request('POST', '/v1/follows', {
        token: server.token,
        body: { kind: 'owner', platform: launcher.platform, target_id: launcher.owner_id },
      }),
    );
    const saved = await server.request('PUT', '/v1/user/webhook', {
      token: server.token,
      body: { url: `${receiver.origin}/hooks/adlens` },
    });
    expect(saved.status).toBe(200);

    const [created] = (await server.ingest()).notifications;
    await server.webhooks.runDue();

    expect(receiver.received).toHaveLength(1);
    const payload = webhookPayloadSchema.parse(JSON.parse(receiver.received[0]?.body ?? 'null'));
    expect(payload).toMatchObject({
      event: 'notification.created',
      data: {
        notification: { id: created?.notificationId, title: launcher.name, link: created?.link },
      },
    });
  });
});
