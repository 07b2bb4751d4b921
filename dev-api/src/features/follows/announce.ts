import type { NotificationType, Platform } from '@adlens/shared-contracts';
import type { AlertEvidenceLine } from './alert-message';

/** One notification that an ingestion run created for a user (after its transaction committed). */
export interface CreatedNotification {
  userId: number;
  notificationId: number;
  /** What the notification announced: GET /v1/follows/announcements/{id}. */
  announcementId: number;
  /** The follow it was made for (null only if unfollowed since). */
  followId: number;
  digest: boolean;
  title: string;
  message: string;
  type: NotificationType;
  /** The in-app path that shows exactly the announced ads. */
  link: string;
  /** The announced ads. */
  adIds: number[];
  /** The followed thing's platform: where the announced ads' pages are. */
  platform: Platform;
  /** The one line before the evidence: "1 new ad, 1 stopped". */
  summary: string;
  /** The evidence lines the message spells out, each with its ad (formats that link them). */
  evidence: AlertEvidenceLine[];
  createdAt: string;
}

export type NotificationListener = (created: CreatedNotification) => void | Promise<void>;

/**
 * Delivery out of the app (the webhook) subscribes here rather than being called by the
 * ingestion: the ingestion knows nothing of how a user wants to hear about it (decision 0030).
 */
export interface NotificationAnnouncer {
  /** Adds a listener; returns its removal. */
  onNotificationCreated(listener: NotificationListener): () => void;
  /** Calls every listener once for `created`; a failing listener is logged and never stops the others. */
  notificationCreated(created: CreatedNotification): Promise<void>;
}

export function createNotificationAnnouncer(
  log: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error),
): NotificationAnnouncer {
  const listeners = new Set<NotificationListener>();
  return {
    onNotificationCreated(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async notificationCreated(created) {
      for (const listener of [...listeners]) {
        try {
          await listener(created);
        } catch (error) {
          log('dev-api: a notification listener failed', error);
        }
      }
    },
  };
}
