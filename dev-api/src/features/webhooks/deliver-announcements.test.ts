import { followEndpoint, webhookPayloadSchema } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { createNotificationAnnouncer } from '../follows/announce';
import { previewIngestion } from '../follows/preview-ingestion';
import { okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';
import { type WebhookReceiver, startWebhookReceiver } from '../../testing/webhook-receiver';
import { deliverAnnouncementsToWebhooks } from './deliver-announcements';
import type { WebhookDeliveries } from './webhook-deliveries';

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

test("hands the alert's parts to the delivery, for the formats that lay them out (decision 0071)", async () => {
  const announcer = createNotificationAnnouncer();
  const queued: Parameters<WebhookDeliveries['deliverNotification']>[] = [];
  const db = {} as Queryable;
  deliverAnnouncementsToWebhooks(
    announcer,
    {
      deliverNotification: (...args) => {
        queued.push(args);
        return Promise.resolve(1);
      },
    },
    db,
  );
  const evidence = [
    { ad_id: 812, line: 'Ad 812 stopped: not seen in 3 complete crawls since Nov 24' },
  ];
  await announcer.notificationCreated({
    userId: 7,
    notificationId: 40,
    announcementId: 5,
    followId: 3,
    digest: false,
    title: 'True Studio',
    message: `1 stopped. ${evidence[0]?.line}`,
    type: 'info',
    link: '/dashboard/following/announcements/5',
    adIds: [812],
    platform: 'tiktok',
    summary: '1 stopped',
    evidence,
    createdAt: '2026-11-27T09:00:00.000Z',
  });
  expect(queued).toHaveLength(1);
  expect(queued[0]?.[3]).toEqual({
    title: 'True Studio',
    summary: '1 stopped',
    evidence,
    platform: 'tiktok',
    adIds: [812],
    link: '/dashboard/following/announcements/5',
  });
});
