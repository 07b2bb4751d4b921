import {
  AD_BLOCKER_CHECK_DELAY_MS,
  COOKIE_LIFETIME_DAYS,
  COOKIE_SAME_SITE,
  DEFAULT_PLATFORM,
  NOTIFICATION_DURATIONS_S,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARACTERS,
  notificationDurationSeconds,
} from './constants';

describe('spec section 9 constants', () => {
  it('holds the numbers of the spec', () => {
    expect(DEFAULT_PLATFORM).toBe('meta');
    expect(AD_BLOCKER_CHECK_DELAY_MS).toBe(10);
    expect([COOKIE_LIFETIME_DAYS, COOKIE_SAME_SITE]).toEqual([60, 'Lax']);
    expect([SEARCH_MIN_CHARACTERS, SEARCH_DEBOUNCE_MS]).toEqual([1, 500]);
    expect(NOTIFICATION_DURATIONS_S).toEqual({
      default: 2.5,
      success: 2,
      info: 3.5,
      error: 3.5,
      warning: 3,
    });
  });
});

describe('notificationDurationSeconds', () => {
  it('uses the duration given with the notification', () => {
    expect(notificationDurationSeconds({ type: 'error', duration: 8 })).toBe(8);
  });

  it('falls back to the duration of the type', () => {
    expect(notificationDurationSeconds({ type: 'success' })).toBe(2);
    expect(notificationDurationSeconds({ type: 'default' })).toBe(2.5);
  });

  it('uses 3 seconds when neither is given', () => {
    expect(notificationDurationSeconds({})).toBe(3);
  });
});
