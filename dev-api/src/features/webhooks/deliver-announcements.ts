import type { NotificationEntry } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import type { CreatedNotification, NotificationAnnouncer } from '../follows/announce';
import type { WebhookDeliveries } from './webhook-deliveries';

/** The notification as the webhook's body carries it: the entry the notification list shows. */
export function notificationEntryOf(created: CreatedNotification): NotificationEntry {
  return {
    id: created.notificationId,
    title: created.title,
    message: created.message,
    type: created.type,
    link: created.link,
    read: false,
    created_at: created.createdAt,
  };
}

/**
 * Every notification an ingestion run creates goes to its user's webhook as well (decisions 0030,
 * 0031). The announcer speaks after the run's transaction committed, so the delivery is queued on
 * the database itself; the queue is durable, and a server that did not queue it sends it on its
 * next sweep. Returns the subscription's removal.
 */
export function deliverAnnouncementsToWebhooks(
  announcer: NotificationAnnouncer,
  webhooks: Pick<WebhookDeliveries, 'deliverNotification'>,
  db: Queryable,
): () => void {
  return announcer.onNotificationCreated(async (created) => {
    await webhooks.deliverNotification(db, created.userId, notificationEntryOf(created), {
      title: created.title,
      summary: created.summary,
      evidence: created.evidence,
      platform: created.platform,
      adIds: created.adIds,
      link: created.link,
    });
  });
}
