import { matchRoute, pathnameOf } from './match-route';

describe('matchRoute', () => {
  it.each([
    ['/', 'root', {}],
    ['/search', 'search', {}],
    ['/meta/search', 'platformSearch', { platform: 'meta' }],
    ['/dashboard/team', 'team', {}],
    ['/bookmarks', 'bookmarks', {}],
    ['/x/bookmarks', 'platformBookmarks', { platform: 'x' }],
    ['/tiktok/ads/12', 'adDetail', { platform: 'tiktok', id: '12' }],
    ['/share/meta/ads/tok', 'sharedAd', { platform: 'meta', token: 'tok' }],
    [
      '/meta/analytics/shop.example',
      'domainAnalytics',
      { platform: 'meta', domain: 'shop.example' },
    ],
    ['/authentication/reset-password/new-password/t0k', 'newPassword', { token: 't0k' }],
    ['/payment-failed/p-1', 'paymentFailed', { payment: 'p-1' }],
  ])('matches %s to %s', (path, id, params) => {
    expect(matchRoute(path)).toEqual({ id, params });
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(matchRoute('/plans/select/?coupon=X#top')?.id).toBe('planSelect');
  });

  it('decodes params', () => {
    expect(matchRoute('/meta/analytics/a%20b')?.params).toEqual({
      platform: 'meta',
      domain: 'a b',
    });
  });

  it.each(['/myspace/search', '/nowhere', '/meta/ads', '/share/meta/ads', '/meta/ads/%E0%A4%A'])(
    'returns null (the 404 page) for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe('pathnameOf', () => {
  it('cuts the query and the hash', () => {
    expect(pathnameOf('/a/b?c=1#d')).toBe('/a/b');
    expect(pathnameOf('/a#d?x')).toBe('/a');
  });
});
