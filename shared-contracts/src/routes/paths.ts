import { ROUTE_IDS, ROUTE_MANIFEST, type RouteId, routeEntry } from './manifest';

export type { RouteId } from './manifest';

/** Every route path of spec section 2, in react-router syntax (read from the route manifest). */
export const ROUTE_PATHS = Object.fromEntries(
  ROUTE_IDS.map((id) => [id, ROUTE_MANIFEST[id].path]),
) as { readonly [Id in RouteId]: (typeof ROUTE_MANIFEST)[Id]['path'] };

/** The catch-all 404 page is a page without a path of its own. */
export type PageId = RouteId | 'notFound';

/** Route-table patterns for the pages that have no `href` of their own. */
export const CATCH_ALL_PATH = '*';
export const SHORT_LINK_PATH = '/r/*';

/** Routes that only redirect (spec section 2), with their target path. */
export const REDIRECT_ROUTES: Readonly<Partial<Record<RouteId, string>>> = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const { redirect } = routeEntry(id);
    return redirect === undefined ? [] : [[id, redirect]];
  }),
);
