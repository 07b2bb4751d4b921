import type { ComponentType } from 'react';

/**
 * What the host hands a page module's `loader`: the part of react-router's `LoaderFunctionArgs`
 * a page needs, so that this package does not depend on the router.
 */
export interface RemotePageLoaderArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The shape of a module a remote exposes as a page (e.g. `remote_search/SearchPage`). The host
 * renders `Component` for the route; when `loader` exists, the host runs it as the route's loader
 * after its guards (the page reads the result with react-router's `useLoaderData`), and a failure
 * that is an `ApiError` with a status of 400 or more sends the user to `/{status}`.
 */
export interface RemotePageModule {
  Component: ComponentType;
  loader?: (args: RemotePageLoaderArgs) => unknown;
}
