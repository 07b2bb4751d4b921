import type { NotificationType } from './errors/error-meta';

// Spec section 9: the numbers that more than one package needs, in one place.

/** The first platform, also the default active one. */
export { DEFAULT_PLATFORM } from './platforms';

/** A container narrower than this is mobile (width < 950). */
export const MOBILE_BREAKPOINT_PX = 950;

/** The ad-blocker check waits this long before probing. */
export const AD_BLOCKER_CHECK_DELAY_MS = 10;

export const COOKIE_LIFETIME_DAYS = 60;
export const COOKIE_SAME_SITE = 'Lax';
export const AUTH_TOKEN_COOKIE = 'auth_token';
export const REFERRAL_INIT_COOKIE = 'init_referral_called';

export const PROGRESS_BAR_DURATION_MS = 3000;
/** The progress bar never passes this while loading is still running. */
export const PROGRESS_BAR_LOADING_CAP_PERCENT = 99;

/** Seconds a notification stays, by type. */
export const NOTIFICATION_DURATIONS_S: Readonly<Record<NotificationType, number>> = {
  default: 2.5,
  success: 2,
  info: 3.5,
  error: 3.5,
  warning: 3,
};
/** Seconds when a notification has no type-specific duration. */
export const NOTIFICATION_FALLBACK_DURATION_S = 3;
export const NOTIFICATION_PROGRESS_TICKS = 100;
export const NOTIFICATION_MAX_WIDTH_PX = 590;

export const SEARCH_MIN_CHARACTERS = 1;
export const SEARCH_DEBOUNCE_MS = 500;

/** How long a notification stays: its own duration, else its type's, else 3 seconds. */
export function notificationDurationSeconds(notification: {
  type?: NotificationType;
  duration?: number;
}): number {
  if (notification.duration !== undefined) return notification.duration;
  return notification.type
    ? NOTIFICATION_DURATIONS_S[notification.type]
    : NOTIFICATION_FALLBACK_DURATION_S;
}
