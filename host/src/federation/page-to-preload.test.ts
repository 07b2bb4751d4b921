import { pageToPreload } from './page-to-preload';

describe('pageToPreload', () => {
  it('preloads a protected page only for a visitor with a session cookie', () => {
    expect(pageToPreload('/meta/search', true)).toEqual({
      remote: 'remote_search',
      module: 'SearchPage',
    });
    expect(pageToPreload('/meta/ads/42', true)).toEqual({
      remote: 'remote_search',
      module: 'AdDetailPage',
    });
    expect(pageToPreload('/meta/search', false)).toBeNull();
    expect(pageToPreload('/dashboard/profile', false)).toBeNull();
  });

  it('preloads a guest-only page only for a visitor without a session', () => {
    expect(pageToPreload('/authentication/signin', false)).toEqual({
      remote: 'remote_auth',
      module: 'SignInPage',
    });
    expect(pageToPreload('/authentication/signin', true)).toBeNull();
  });

  it('preloads nothing for the host’s own pages and unknown addresses', () => {
    expect(pageToPreload('/500', true)).toBeNull();
    expect(pageToPreload('/no/such/page/here', true)).toBeNull();
  });
});
