import {
  CATCH_ALL_PATH,
  type RouteId,
  SHORT_LINK_PATH,
  pageFirstData,
} from '@adlens/shared-contracts';
import {
  type HostPageName,
  ROUTE_IDS,
  type RouteEntry,
  type RouteLayout,
  type RemoteName,
  isRemotePageRef,
  routeEntry,
} from '@adlens/shared-contracts/platform';
import {
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type RouteObject,
  redirect,
} from 'react-router-dom';
import { adsBlockerLoader } from '../ad-blocker/ads-blocker-loader';
import { AdsBlockerPage } from '../ad-blocker/ads-blocker-page';
import type { HostApiClient } from '../api/api-client';
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
import { type GuardDeps, type Guards, createGuards } from './guards';
import { type FirstDataStart, type LoaderServices, remoteRouteLoader } from './remote-route-loader';
import { shortLinkLoader } from './short-link-loader';

export interface RouteDeps extends GuardDeps {
  pages: RemotePageLoader;
  /** Handed to every remote page's loader. */
  loaderServices: LoaderServices;
  /** A page's data failed to load with a status; the user goes to this status page. */
  onLoadFailed(statusPath: string): void;
  /** Starts a page's first data beside its module (decision 0044); without it, the page asks. */
  startRequests?: HostApiClient['start'];
  /** A page's data loader threw (not an API answer): counted in the page session's health (issue 37). */
  onLoaderError?: (remote: RemoteName) => void;
}

/** The route's first data (the contract's route fact), started by `start`. */
function firstDataOf(id: RouteId, start: HostApiClient['start']): FirstDataStart {
  return {
    requests: ({ params, request }: LoaderFunctionArgs) =>
      pageFirstData(id, params, new URL(request.url).searchParams),
    start,
  };
}

const LAYOUTS: Record<RouteLayout, Omit<RouteObject, 'children' | 'index'>> = {
  auth: { element: <AuthLayout /> },
  // A failure inside the app keeps the root layout (and with it the error reporting) intact.
  app: { element: <AppLayout />, errorElement: <RootErrorPage /> },
  plain: { element: <PlainLayout /> },
  public: { element: <PublicLayout /> },
};

/** The guards a route's access and checks ask for, in the order they run. */
function middlewareOf(entry: RouteEntry, guards: Guards): MiddlewareFunction[] {
  const middleware: MiddlewareFunction[] = [];
  if (entry.access === 'guest-only') middleware.push(guards.guestOnly);
  if (entry.access === 'signed-in') middleware.push(guards.signedIn, guards.routeAccess);
  if (entry.checks.includes('ad-blocker')) middleware.push(guards.noAdBlocker);
  // `user-load` and `mobile` run for every navigation (guards.everyNavigation reads the manifest).
  return middleware;
}

/** Routes of one layout, grouped under one pathless route per distinct list of guards. */
function groupByGuards(
  ids: readonly RouteId[],
  guards: Guards,
  routeOf: (id: RouteId) => RouteObject,
) {
  const groups = new Map<string, { middleware: MiddlewareFunction[]; children: RouteObject[] }>();
  for (const id of ids) {
    const entry = routeEntry(id);
    // The guards follow from these two facts alone (see middlewareOf).
    const key = `${entry.access} ${String(entry.checks.includes('ad-blocker'))}`;
    const group = groups.get(key) ?? { middleware: middlewareOf(entry, guards), children: [] };
    group.children.push(routeOf(id));
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ middleware, children }): RouteObject[] =>
    middleware.length === 0 ? children : [{ middleware, children }],
  );
}

/**
 * The route table of spec section 2: a fold over the contract's route manifest. Each route lands
 * in its layout, behind the guards its access and checks name; the host adds only what has no
 * route id (short links, `/{status}` and the 404 page).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const guards = createGuards(deps);
  const { pages, adBlocker, loaderServices, onLoadFailed, startRequests, onLoaderError } = deps;

  const hostPages: Record<HostPageName, Omit<RouteObject, 'path' | 'children' | 'index'>> = {
    AdsBlockerPage: { loader: adsBlockerLoader(adBlocker), element: <AdsBlockerPage /> },
    ServerErrorPage: { element: <ServerErrorPage /> },
    MaintenancePage: { element: <MaintenancePage /> },
    RequestLimitPage: { element: <RequestLimitPage /> },
    YouAreBlockedPage: { element: <YouAreBlockedPage /> },
  };

  const routeOf = (id: RouteId): RouteObject => {
    const entry = routeEntry(id);
    const { path } = entry;
    if (entry.redirect !== undefined) {
      const target = entry.redirect;
      return { path, loader: () => redirect(target) };
    }
    const { page } = entry;
    if (isRemotePageRef(page)) {
      return {
        path,
        loader: remoteRouteLoader(
          pages,
          page,
          loaderServices,
          onLoadFailed,
          startRequests && firstDataOf(id, startRequests),
          onLoaderError,
        ),
        element: <RemotePage page={page} loader={pages} />,
      };
    }
    return { path, ...hostPages[page.host] };
  };

  /** What a layout shows besides its manifest routes. */
  const extras: Record<RouteLayout, RouteObject[]> = {
    auth: [],
    app: [],
    plain: [
      // `/{status}` of a failed page-data load; anything else on one segment is the 404 page.
      { path: '/:status', element: <StatusPage /> },
      { path: CATCH_ALL_PATH, element: <NotFoundPage /> },
    ],
    public: [],
  };

  const layoutRoute = (layout: RouteLayout): RouteObject => ({
    ...LAYOUTS[layout],
    children: [
      ...groupByGuards(
        ROUTE_IDS.filter((id) => routeEntry(id).layout === layout),
        guards,
        routeOf,
      ),
      ...extras[layout],
    ],
  });

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      middleware: [guards.everyNavigation],
      children: [
        { path: SHORT_LINK_PATH, loader: shortLinkLoader },
        ...(Object.keys(LAYOUTS) as RouteLayout[]).map(layoutRoute),
      ],
    },
  ];
}
