import { checksAdBlocker, pageToPreload } from './preload';

const anonymous = { hasSession: false, knownUser: null };
const unknownUser = { hasSession: true, knownUser: null };
const blockedFromAnalytics = {
  hasSession: true,
  knownUser: { allowed_routes: ['all'], blocked_routes: ['analytics'] },
};

describe('pageToPreload', () => {
  it('preloads a protected page only for a visitor with a session cookie', () => {
    expect(pageToPreload('/meta/search', unknownUser)).toEqual({
      remote: 'remote_search',
      module: 'SearchPage',
    });
    expect(pageToPreload('/meta/ads/42?from=search', unknownUser)).toEqual({
      remote: 'remote_search',
      module: 'AdDetailPage',
    });
    expect(pageToPreload('/meta/search', anonymous)).toBeNull();
    expect(pageToPreload('/dashboard/profile', anonymous)).toBeNull();
  });

  it('preloads nothing a user already known to the tab is denied', () => {
    expect(pageToPreload('/meta/analytics', blockedFromAnalytics)).toBeNull();
    expect(pageToPreload('/meta/analytics/novalabs.com', blockedFromAnalytics)).toBeNull();
    expect(pageToPreload('/meta/search', blockedFromAnalytics)).toEqual({
      remote: 'remote_search',
      module: 'SearchPage',
    });
  });

  it('preloads a guest-only page only for a visitor without a session', () => {
    expect(pageToPreload('/authentication/signin', anonymous)).toEqual({
      remote: 'remote_auth',
      module: 'SignInPage',
    });
    expect(pageToPreload('/authentication/signin', unknownUser)).toBeNull();
  });

  it('preloads nothing for the host’s own pages and unknown addresses', () => {
    expect(pageToPreload('/500', unknownUser)).toBeNull();
    expect(pageToPreload('/no/such/page/here', unknownUser)).toBeNull();
  });
});

describe('checksAdBlocker', () => {
  it('is true for the pages behind the ad-blocker guard: guest-only, app and shared-ad pages', () => {
    expect(checksAdBlocker('/authentication/signin?redirect=%2Fdashboard')).toBe(true);
    expect(checksAdBlocker('/meta/search?keyword=shoes')).toBe(true);
    expect(checksAdBlocker('/meta/ads/42')).toBe(true);
    expect(checksAdBlocker('/share/meta/ads/a1b2c3')).toBe(true);
  });

  it('is false for the OAuth return, payment results and non-remote addresses', () => {
    expect(checksAdBlocker('/oauth?code=x')).toBe(false);
    expect(checksAdBlocker('/payment-thank-you/stripe')).toBe(false);
    expect(checksAdBlocker('/payment-failed/paypal')).toBe(false);
    expect(checksAdBlocker('/ads-blocker')).toBe(false);
    expect(checksAdBlocker('/no/such/page')).toBe(false);
  });
});
