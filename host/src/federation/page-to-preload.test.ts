import { pageToPreload } from './page-to-preload';

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
