import { settled, setupHost } from '../testing/host-test-kit';

afterEach(() => sessionStorage.clear());

describe('login guard', () => {
  it.each([
    ['/meta/search', '/authentication/signin?redirect=%2Fmeta%2Fsearch'],
    [
      '/tiktok/ads/42?tab=stats',
      '/authentication/signin?redirect=%2Ftiktok%2Fads%2F42%3Ftab%3Dstats',
    ],
    ['/downloads', '/authentication/signin?redirect=%2Fdownloads'],
    ['/dashboard/team', '/authentication/signin?redirect=%2Fdashboard%2Fteam'],
    ['/dashboard', '/authentication/signin'],
    ['/search', '/authentication/signin?redirect=%2Fsearch'],
  ])(
    'redirects an anonymous visitor from %s to %s before any remote code loads',
    async (from, to) => {
      const host = setupHost(from, { user: null });
      expect(await settled(host.router)).toBe(to);
      expect(host.loadModule).not.toHaveBeenCalledWith(
        expect.stringMatching(/^remote_(search|account|insights)/),
      );
    },
  );

  it('loads the sign-in page for the anonymous visitor', async () => {
    const host = setupHost('/meta/search', { user: null });
    await settled(host.router);
    expect(host.loadModule).toHaveBeenCalledTimes(1);
    expect(host.loadModule).toHaveBeenCalledWith('remote_auth/SignInPage');
  });

  it('lets a signed-in user through and loads the page of the route', async () => {
    const host = setupHost('/meta/search', { user: {} });
    expect(await settled(host.router)).toBe('/meta/search');
    expect(host.loadModule).toHaveBeenCalledWith('remote_search/SearchPage');
  });
});

describe('authentication pages', () => {
  it.each(['/authentication/signin', '/authentication/signup', '/authentication/reset-password'])(
    'sends a signed-in user from %s to the dashboard',
    async (from) => {
      const host = setupHost(from, { user: {} });
      expect(await settled(host.router)).toBe('/dashboard/subscription');
      expect(host.loadModule).not.toHaveBeenCalledWith(expect.stringMatching(/^remote_auth/));
    },
  );

  it('redirects /authentication to the sign-in page', async () => {
    const host = setupHost('/authentication', { user: null });
    expect(await settled(host.router)).toBe('/authentication/signin');
  });
});

describe('user load', () => {
  it('loads the user once per page session across navigations', async () => {
    const host = setupHost('/meta/search', { user: {} });
    await settled(host.router);
    await host.router.navigate('/meta/analytics');
    await host.router.navigate('/downloads');
    expect(host.userInit).toHaveBeenCalledTimes(1);
  });

  it.each(['/request-limit', '/maintenance', '/500', '/oauth'])(
    'skips the user load on %s',
    async (path) => {
      const host = setupHost(path, { user: {} });
      expect(await settled(host.router)).toBe(path);
      expect(host.userInit).not.toHaveBeenCalled();
    },
  );

  it('clears the errors list at the start of every navigation', async () => {
    const host = setupHost('/meta/search', { user: {} });
    await settled(host.router);
    await host.router.navigate('/meta/analytics');
    expect(host.onNavigation).toHaveBeenCalledTimes(2);
  });
});

describe('route access', () => {
  it.each([
    [
      { allowed_routes: ['all'], blocked_routes: ['analytics'] },
      '/meta/analytics',
      '/you-are-blocked',
    ],
    [{ allowed_routes: ['all'], blocked_routes: ['analytics'] }, '/meta/search', '/meta/search'],
    [{ allowed_routes: ['search'], blocked_routes: ['all'] }, '/meta/search', '/meta/search'],
    [{ allowed_routes: ['search'], blocked_routes: ['all'] }, '/downloads', '/you-are-blocked'],
    [{ allowed_routes: ['all'], blocked_routes: ['payment'] }, '/plans/select', '/you-are-blocked'],
    [
      { allowed_routes: ['all'], blocked_routes: ['payment'] },
      '/payment-thank-you/7',
      '/you-are-blocked',
    ],
    [{ allowed_routes: ['all'], blocked_routes: [] }, '/payment-failed/7', '/payment-failed/7'],
  ])('for %j sends %s to %s', async (lists, from, to) => {
    const host = setupHost(from, { user: lists });
    expect(await settled(host.router)).toBe(to);
    if (to === '/you-are-blocked') expect(host.loadModule).not.toHaveBeenCalled();
  });
});

describe('mobile rule', () => {
  it.each([
    ['/meta/analytics', 949, '/meta/search'],
    ['/dashboard/profile', 320, '/meta/search'],
    ['/tiktok/owner/3', 600, '/tiktok/search'],
    ['/plans/select', 320, '/plans/select'],
    ['/facebook/search', 320, '/facebook/search'],
    ['/meta/analytics', 950, '/meta/analytics'],
  ])('sends a signed-in user on %s at %i px to %s', async (from, width, to) => {
    const host = setupHost(from, { user: {}, width });
    expect(await settled(host.router)).toBe(to);
  });

  it('leaves anonymous visitors on the authentication pages', async () => {
    const host = setupHost('/authentication/signup', { user: null, width: 320 });
    expect(await settled(host.router)).toBe('/authentication/signup');
  });
});

describe('ad-blocker rule', () => {
  it('sends the user to /ads-blocker with the original path before loading the page', async () => {
    const host = setupHost('/meta/search?q=shoes', { user: {}, adBlocked: true });
    expect(await settled(host.router)).toBe('/ads-blocker?redirect=%2Fmeta%2Fsearch%3Fq%3Dshoes');
    expect(host.loadModule).not.toHaveBeenCalled();
  });

  it.each([
    ['/ads-blocker?redirect=%2Fmeta%2Fanalytics', '/meta/analytics'],
    ['/ads-blocker', '/dashboard/subscription'],
    ['/ads-blocker?redirect=https%3A%2F%2Fevil.example', '/dashboard/subscription'],
    ['/ads-blocker?redirect=%2F%2Fevil.example', '/dashboard/subscription'],
    ['/ads-blocker?redirect=%2Fads-blocker', '/dashboard/subscription'],
  ])('leaves %s for %s when no blocker is found', async (from, to) => {
    const host = setupHost(from, { user: {} });
    expect(await settled(host.router)).toBe(to);
  });

  it('stays on /ads-blocker while a blocker is found', async () => {
    const host = setupHost('/ads-blocker?redirect=%2Fmeta%2Fsearch', { user: {}, adBlocked: true });
    expect(await settled(host.router)).toBe('/ads-blocker?redirect=%2Fmeta%2Fsearch');
  });
});
