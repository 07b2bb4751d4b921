import { PLATFORMS } from '../platforms';
import { resolveShortLink } from './short-links';

describe('resolveShortLink', () => {
  it.each([
    ['/r/dashboard', '/dashboard', true],
    ['/r/plans-select', '/plans/select', true],
    ['/r/downloads', '/downloads', true],
    ['/r/signup-confirm-email', '/authentication/signup/confirm-email', false],
    ['/r/reset-password-verify-code', '/authentication/reset-password/verify-code', false],
  ])('sends %s to %s', (path, target, requiresLogin) => {
    expect(resolveShortLink(path, '')).toEqual({ path: target, requiresLogin });
  });

  it.each(PLATFORMS.map((platform) => [platform]))(
    'sends /r/%s-search to that platform search with the platform in the query',
    (platform) => {
      expect(resolveShortLink(`/r/${platform}-search`, '')).toEqual({
        path: `/${platform}/search?platform=${platform}`,
        requiresLogin: true,
      });
    },
  );

  it.each(['/r/search', '/r/unknown', '/r/myspace-search', '/r/', '/r/dashboard/extra'])(
    'sends %s to the first platform search',
    (path) => {
      expect(resolveShortLink(path, '')).toEqual({ path: '/meta/search', requiresLogin: true });
    },
  );

  it('carries the query over, as e-mail links put their data there', () => {
    expect(resolveShortLink('/r/signup-confirm-email', '?email=a%40b.example&token=123')).toEqual({
      path: '/authentication/signup/confirm-email?email=a%40b.example&token=123',
      requiresLogin: false,
    });
  });

  it('lets the link platform win over a platform in the query', () => {
    expect(resolveShortLink('/r/x-search', '?platform=meta&q=cars')?.path).toBe(
      '/x/search?platform=x&q=cars',
    );
  });

  it('accepts a trailing slash', () => {
    expect(resolveShortLink('/r/downloads/', '')?.path).toBe('/downloads');
  });

  it('returns null for a path that is not a short link', () => {
    expect(resolveShortLink('/dashboard', '')).toBeNull();
    expect(resolveShortLink('/r', '')).toBeNull();
  });
});
