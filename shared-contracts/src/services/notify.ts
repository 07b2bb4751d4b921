import type { NotificationType } from '../errors/error-meta';

export interface Notification {
  message: string;
  type?: NotificationType;
  /** Seconds; when absent, `notificationDurationSeconds` picks the type's (spec section 9). */
  duration?: number;
}

/** The host's notification bar: one notification at a time, a new one replaces the old. */
export interface NotifyService {
  show(notification: Notification): void;
}
