import { REDIRECT_ROUTES, ROUTE_PATHS, SHORT_LINK_PATH } from '@adlens/shared-contracts';
import { type RouteObject, redirect } from 'react-router-dom';
import { adsBlockerLoader } from '../ad-blocker/ads-blocker-loader';
import { AdsBlockerPage } from '../ad-blocker/ads-blocker-page';
import { RemotePage } from '../federation/remote-page';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import { AppLayout } from '../layouts/app-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { PlainLayout } from '../layouts/plain-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { MaintenancePage } from '../pages/maintenance-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RequestLimitPage } from '../pages/request-limit-page';
import { RootErrorPage } from '../pages/root-error-page';
import { ServerErrorPage } from '../pages/server-error-page';
import { StatusPage } from '../pages/status-page';
import { YouAreBlockedPage } from '../pages/you-are-blocked-page';
import { type GuardDeps, createGuards } from './guards';
import { REMOTE_PAGES, type RemoteRouteId } from './remote-pages';
import { type LoaderServices, remoteRouteLoader } from './remote-route-loader';
import { shortLinkLoader } from './short-link-loader';

export interface RouteDeps extends GuardDeps {
  pages: RemotePageLoader;
  /** Handed to every remote page's loader. */
  loaderServices: LoaderServices;
  /** A page's data failed to load with a status; the user goes to this status page. */
  onLoadFailed(statusPath: string): void;
}

type RedirectRouteId = 'root' | 'authentication' | 'dashboard' | 'plans' | 'search';

/** The route table of spec section 2, in its four layouts. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const guards = createGuards(deps);
  const { pages, adBlocker, loaderServices, onLoadFailed } = deps;

  const remoteRoute = (id: RemoteRouteId): RouteObject => ({
    path: ROUTE_PATHS[id],
    loader: remoteRouteLoader(pages, REMOTE_PAGES[id], loaderServices, onLoadFailed),
    element: <RemotePage page={REMOTE_PAGES[id]} loader={pages} />,
  });
  const redirectRoute = (id: RedirectRouteId): RouteObject => ({
    path: ROUTE_PATHS[id],
    loader: () => redirect(REDIRECT_ROUTES[id] ?? '/'),
  });

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      middleware: [guards.everyNavigation],
      children: [
        redirectRoute('root'),
        { path: SHORT_LINK_PATH, loader: shortLinkLoader },
        {
          element: <AuthLayout />,
          children: [
            {
              middleware: [guards.guestOnly, guards.noAdBlocker],
              children: [
                redirectRoute('authentication'),
                remoteRoute('signIn'),
                remoteRoute('signUp'),
                remoteRoute('confirmEmail'),
                remoteRoute('resetPassword'),
                remoteRoute('newPassword'),
                remoteRoute('verifyCode'),
              ],
            },
            // The third-party sign-in return skips the user load and works for any session.
            remoteRoute('oauth'),
          ],
        },
        {
          element: <AppLayout />,
          errorElement: <RootErrorPage />,
          middleware: [guards.signedIn, guards.routeAccess, guards.noAdBlocker],
          children: [
            redirectRoute('search'),
            redirectRoute('dashboard'),
            redirectRoute('plans'),
            remoteRoute('platformSearch'),
            remoteRoute('adDetail'),
            remoteRoute('owner'),
            remoteRoute('bookmarks'),
            remoteRoute('platformBookmarks'),
            remoteRoute('analytics'),
            remoteRoute('domainAnalytics'),
            remoteRoute('campaign'),
            remoteRoute('subscription'),
            remoteRoute('profile'),
            remoteRoute('team'),
            remoteRoute('planSelect'),
            remoteRoute('referral'),
            remoteRoute('downloads'),
            remoteRoute('following'),
          ],
        },
        {
          element: <PlainLayout />,
          children: [
            {
              path: ROUTE_PATHS.adsBlocker,
              loader: adsBlockerLoader(adBlocker),
              element: <AdsBlockerPage />,
            },
            { path: ROUTE_PATHS.serverError, element: <ServerErrorPage /> },
            { path: ROUTE_PATHS.maintenance, element: <MaintenancePage /> },
            { path: ROUTE_PATHS.requestLimit, element: <RequestLimitPage /> },
            { path: ROUTE_PATHS.youAreBlocked, element: <YouAreBlockedPage /> },
            // `/{status}` of a failed page-data load; anything else on one segment is the 404 page.
            { path: '/:status', element: <StatusPage /> },
            {
              // Payment results show a signed-in user's payment; payment-blocked users may not.
              middleware: [guards.signedIn, guards.routeAccess],
              children: [remoteRoute('paymentFailed'), remoteRoute('paymentThankYou')],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <PublicLayout />,
          middleware: [guards.noAdBlocker],
          children: [remoteRoute('sharedAd')],
        },
      ],
    },
  ];
}
