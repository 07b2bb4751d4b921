import { ApiError, type RouteId, userInitEndpoint } from '@adlens/shared-contracts';
import { ROUTE_IDS, routeEntry } from '@adlens/shared-contracts/platform';
import { type RemotePageModule } from '@adlens/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLoaderData } from 'react-router-dom';
import { settled, setupHost } from '../testing/host-test-kit';

afterEach(() => sessionStorage.clear());

describe('root and short links', () => {
  it.each([
    ['/', '/meta/search'],
    ['/search', '/meta/search'],
    ['/plans', '/plans/select'],
    ['/dashboard', '/dashboard/subscription'],
    ['/r/dashboard', '/dashboard/subscription'],
    ['/r/plans-select', '/plans/select'],
    ['/r/downloads', '/downloads'],
    ['/r/meta-search', '/meta/search?platform=meta'],
    ['/r/facebook-search', '/facebook/search?platform=facebook'],
    ['/r/native-search', '/native/search?platform=native'],
    ['/r/display-search', '/display/search?platform=display'],
    ['/r/youtube-search', '/youtube/search?platform=youtube'],
    ['/r/reddit-search', '/reddit/search?platform=reddit'],
    ['/r/pinterest-search', '/pinterest/search?platform=pinterest'],
    ['/r/tiktok-search', '/tiktok/search?platform=tiktok'],
    ['/r/x-search', '/x/search?platform=x'],
    ['/r/search', '/meta/search'],
    ['/r/unknown-thing', '/meta/search'],
    ['/r/foo-search', '/meta/search'],
  ])('takes a signed-in user from %s to %s', async (from, to) => {
    const host = setupHost(from, { user: {} });
    expect(await settled(host.router)).toBe(to);
  });

  it.each([
    [
      '/r/signup-confirm-email?email=a%40b.test',
      '/authentication/signup/confirm-email?email=a%40b.test',
    ],
    ['/r/reset-password-verify-code', '/authentication/reset-password/verify-code'],
  ])('takes an anonymous visitor from %s to the authentication page %s', async (from, to) => {
    const host = setupHost(from, { user: null });
    expect(await settled(host.router)).toBe(to);
  });

  it.each([
    ['/r/dashboard', '/authentication/signin'],
    ['/r/downloads', '/authentication/signin?redirect=%2Fdownloads'],
    ['/r/tiktok-search', '/authentication/signin?redirect=%2Ftiktok%2Fsearch%3Fplatform%3Dtiktok'],
  ])('asks an anonymous visitor on %s to sign in (%s)', async (from, to) => {
    const host = setupHost(from, { user: null });
    expect(await settled(host.router)).toBe(to);
  });
});

/** An address of the route, with `meta` for a platform and `1` for any other param. */
function sampleUrl(id: RouteId): string {
  return routeEntry(id).path.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'platform' ? 'meta' : '1',
  );
}

const withAccess = (access: string) => ROUTE_IDS.filter((id) => routeEntry(id).access === access);

describe('the route table follows the route manifest', () => {
  it.each(withAccess('signed-in'))('asks an anonymous visitor on %s to sign in', async (id) => {
    const host = setupHost(sampleUrl(id), { user: null });
    expect(await settled(host.router)).toMatch(/^\/authentication\/signin(\?|$)/);
  });

  it.each(withAccess('guest-only'))('sends a signed-in user on %s to the dashboard', async (id) => {
    const host = setupHost(sampleUrl(id), { user: {} });
    expect(await settled(host.router)).toBe('/dashboard/subscription');
  });

  it.each(ROUTE_IDS.filter((id) => routeEntry(id).checks.includes('ad-blocker')))(
    'sends a visitor with an ad blocker on %s to /ads-blocker',
    async (id) => {
      const user = routeEntry(id).access === 'guest-only' ? null : {};
      const host = setupHost(sampleUrl(id), { user, adBlocked: true });
      expect(await settled(host.router)).toMatch(/^\/ads-blocker\?redirect=/);
    },
  );

  it.each(
    ROUTE_IDS.filter(
      (id) => !routeEntry(id).checks.includes('ad-blocker') && !routeEntry(id).redirect,
    ),
  )('lets a signed-in visitor with an ad blocker stay on %s', async (id) => {
    const host = setupHost(sampleUrl(id), { user: {}, adBlocked: true });
    expect(await settled(host.router)).toBe(sampleUrl(id));
  });
});

describe('remote page bindings', () => {
  it.each([
    ['/authentication/signin', 'remote_auth/SignInPage', null],
    ['/authentication/signup', 'remote_auth/SignUpPage', null],
    ['/authentication/signup/confirm-email', 'remote_auth/ConfirmEmailPage', null],
    ['/authentication/reset-password', 'remote_auth/ResetPasswordPage', null],
    ['/authentication/reset-password/new-password/abc', 'remote_auth/NewPasswordPage', null],
    ['/authentication/reset-password/verify-code', 'remote_auth/VerifyCodePage', null],
    ['/oauth?token=t', 'remote_auth/OAuthPage', null],
    ['/meta/search', 'remote_search/SearchPage', {}],
    ['/x/ads/12', 'remote_search/AdDetailPage', {}],
    ['/reddit/owner/5', 'remote_search/OwnerPage', {}],
    ['/bookmarks', 'remote_search/BookmarksPage', {}],
    ['/youtube/bookmarks', 'remote_search/BookmarksPage', {}],
    ['/share/pinterest/ads/tok', 'remote_search/SharedAdPage', null],
    ['/native/analytics', 'remote_insights/AnalyticsPage', {}],
    ['/native/analytics/example.com', 'remote_insights/DomainAnalyticsPage', {}],
    ['/display/campaign/9', 'remote_insights/CampaignPage', {}],
    ['/dashboard/subscription', 'remote_account/SubscriptionPage', {}],
    ['/dashboard/profile', 'remote_account/ProfilePage', {}],
    ['/dashboard/team', 'remote_account/TeamPage', {}],
    ['/plans/select', 'remote_account/PlanSelectPage', {}],
    ['/referral', 'remote_account/ReferralPage', {}],
    ['/downloads', 'remote_account/DownloadsPage', {}],
    ['/payment-thank-you/p1', 'remote_account/PaymentThankYouPage', {}],
    ['/payment-failed/p1', 'remote_account/PaymentFailedPage', {}],
  ])('renders %s with %s', async (path, module, user) => {
    const host = setupHost(path, { user });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: module })).toBeInTheDocument();
    expect(host.loadModule).toHaveBeenCalledWith(module);
  });

  it('shows the shared ad page without the app header and without login', async () => {
    const host = setupHost('/share/meta/ads/abc', { user: null });
    host.renderApp();
    await screen.findByRole('heading', { name: 'remote_search/SharedAdPage' });
    expect(screen.queryByText('Credits left:')).not.toBeInTheDocument();
  });
});

describe('not found', () => {
  it.each(['/foo/search', '/dashboard/analytics', '/share/nope/ads/1', '/no/such/page', '/x/ads'])(
    'shows the 404 page for %s without requesting remote code',
    async (path) => {
      const host = setupHost(path, { user: {} });
      host.renderApp();
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Adlens' })).toHaveAttribute('href', '/');
      expect(host.loadModule).not.toHaveBeenCalled();
    },
  );

  it('shows the 404 page for an unknown platform to an anonymous visitor too', async () => {
    const host = setupHost('/foo/analytics', { user: null });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('remote failures', () => {
  it('shows the remote fallback with a retry when a module is not exposed', async () => {
    let exposed = false;
    const host = setupHost('/referral', {
      user: {},
      loadModule: async (id) => {
        if (!exposed) throw new Error(`Module ${id} does not exist in container`);
        return { Component: () => <h1>Referral ready</h1> };
      },
    });
    host.renderApp();
    expect(
      await screen.findByRole('heading', { name: /unavailable right now/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Credits left:')).toBeInTheDocument();
    exposed = true;
    // act() lets React resume the page whose module promise starts in this render.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Referral ready' })).toBeInTheDocument();
  });

  it('shows the remote fallback without requesting a remote this page session refused', async () => {
    const host = setupHost('/referral', {
      user: {},
      refused: {
        remote_account:
          'remote_account@3.0.0 was built against contract ^9.0.0; this host speaks 0.1.0',
      },
    });
    host.renderApp();
    expect(
      await screen.findByRole('heading', { name: /unavailable right now/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contract \^9\.0\.0; this host speaks 0\.1\.0/)).toBeInTheDocument();
    expect(host.loadModule).not.toHaveBeenCalled();
  });

  it("hands the page's loader the route params and the page its data", async () => {
    function AdPage() {
      const data = useLoaderData<{ title: string }>();
      return <h1>{data.title}</h1>;
    }
    const adPage: RemotePageModule = {
      Component: AdPage,
      loader: ({ params, request }) => ({
        title: `Ad ${params.id ?? '?'} of ${new URL(request.url).pathname.split('/')[1] ?? '?'}`,
      }),
    };
    const host = setupHost('/tiktok/ads/42', { user: {}, loadModule: async () => adPage });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Ad 42 of tiktok' })).toBeInTheDocument();
  });

  it("fills the page's query cache from its loader through the host's API client", async () => {
    function UserPage() {
      const { data } = useQuery({ queryKey: ['profile'], queryFn: () => 'refetched' });
      return <h1>{data}</h1>;
    }
    const userPage: RemotePageModule = {
      Component: UserPage,
      loader: ({ api, queryClient }) =>
        queryClient.ensureQueryData({
          queryKey: ['profile'],
          queryFn: async () => (await api.call(userInitEndpoint)).user.name,
        }),
    };
    const host = setupHost('/meta/ads/1', {
      user: { name: 'Loaded Lea' },
      loadModule: async () => userPage,
    });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Loaded Lea' })).toBeInTheDocument();
    expect(host.queryClient.getQueryData(['profile'])).toBe('Loaded Lea');
  });

  it('goes to /{status} when the page data fails to load with a status', async () => {
    const host = setupHost('/meta/ads/1', {
      user: {},
      loadModule: async () => ({
        Component: () => <h1>Ad</h1>,
        loader: async () => {
          throw new ApiError({ message: 'Server down', type: 'error' }, 500);
        },
      }),
    });
    host.renderApp();
    expect(await screen.findByRole('heading', { name: 'Server error' })).toBeInTheDocument();
    expect(host.router.state.location.pathname).toBe('/500');
  });

  it.each(['/dashboard/team', '/meta/search', '/meta/analytics'])(
    'keeps %s on screen when its data gets no answer (the page shows its retry)',
    async (path) => {
      const host = setupHost(path, {
        user: {},
        loadModule: async () => ({
          Component: () => <h1>Page with its own retry</h1>,
          loader: async () => {
            throw new ApiError({ message: 'Network', type: 'error' }, 0);
          },
        }),
      });
      host.renderApp();
      expect(
        await screen.findByRole('heading', { name: 'Page with its own retry' }),
      ).toBeInTheDocument();
      expect(host.router.state.location.pathname).toBe(path);
    },
  );
});
