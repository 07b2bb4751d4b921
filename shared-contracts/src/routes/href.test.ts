import { HrefError, href, isHrefError } from './href';

describe('href', () => {
  it('returns a path without params as is', () => {
    expect(href('planSelect')).toBe('/plans/select');
  });

  it('fills every param of a template', () => {
    expect(href('adDetail', { platform: 'tiktok', id: 42 })).toBe('/tiktok/ads/42');
    expect(href('sharedAd', { platform: 'x', token: 'abc' })).toBe('/share/x/ads/abc');
  });

  it('encodes param values so that they stay one segment', () => {
    expect(href('domainAnalytics', { platform: 'meta', domain: 'a/b c' })).toBe(
      '/meta/analytics/a%2Fb%20c',
    );
  });

  it('appends the query and leaves out undefined values', () => {
    expect(
      href('platformSearch', { platform: 'meta' }, { q: 'red shoes', page: 2, sort: undefined }),
    ).toBe('/meta/search?q=red+shoes&page=2');
  });

  it('throws HrefError on an unknown platform that came in as a string', () => {
    const fromUrl: string = 'myspace';
    expect(() => href('platformSearch', { platform: fromUrl as 'meta' })).toThrow(HrefError);
    expect(() => href('platformSearch', { platform: fromUrl as 'meta' })).toThrow(
      'href(platformSearch): unknown platform "myspace"',
    );
  });

  it('throws HrefError on a missing or empty param', () => {
    const params = { platform: 'meta' } as { platform: 'meta'; id: string };
    expect(() => href('adDetail', params)).toThrow('href(adDetail): missing param "id"');
    expect(() => href('adDetail', { platform: 'meta', id: '' })).toThrow(HrefError);
  });

  it('accepts the id 0', () => {
    expect(href('campaign', { platform: 'reddit', id: 0 })).toBe('/reddit/campaign/0');
  });

  it('rejects unknown platforms and missing params at compile time', () => {
    // @ts-expect-error: 'myspace' is not a platform
    expect(() => href('platformSearch', { platform: 'myspace' })).toThrow(HrefError);
    // @ts-expect-error: the id param is missing
    expect(() => href('adDetail', { platform: 'meta' })).toThrow(HrefError);
    // @ts-expect-error: a route with params needs them
    expect(() => href('owner')).toThrow(HrefError);
  });
});

describe('isHrefError', () => {
  it('recognises the error by name, across bundles', () => {
    const foreign = Object.assign(new Error('x'), { name: 'HrefError' });
    expect(isHrefError(foreign)).toBe(true);
    expect(isHrefError(new Error('x'))).toBe(false);
    expect(isHrefError('HrefError')).toBe(false);
  });
});
