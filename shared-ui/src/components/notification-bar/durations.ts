import type { Notification, NotificationType } from '@adlens/shared-contracts';

/** Spec section 9, in seconds. */
export const NOTIFICATION_DURATIONS: Readonly<Record<NotificationType, number>> = {
  default: 2.5,
  success: 2,
  info: 3.5,
  error: 3.5,
  warning: 3,
};

/** Used when a notification names neither a duration nor a type. */
export const NOTIFICATION_FALLBACK_DURATION = 3;

/** The progress bar advances in this many steps before the notification removes itself. */
export const NOTIFICATION_PROGRESS_TICKS = 100;

export const NOTIFICATION_MAX_WIDTH = 590;

export function notificationDuration({ duration, type }: Notification): number {
  if (duration !== undefined) return duration;
  return type ? NOTIFICATION_DURATIONS[type] : NOTIFICATION_FALLBACK_DURATION;
}
