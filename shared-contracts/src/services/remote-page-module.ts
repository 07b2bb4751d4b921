import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ApiClient } from './api-client';

/**
 * What the host hands a page module's `loader`: the part of react-router's `LoaderFunctionArgs`
 * a page needs (so that this package does not depend on the router), plus the host services a
 * loader needs to fetch before the page renders.
 */
export interface RemotePageLoaderArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  /** The host's API client, the same one `useApi()` returns inside the page. */
  api: ApiClient;
  /**
   * The page session's query cache, the same one the page's `useQuery` hooks read: a loader
   * fills it (`queryClient.ensureQueryData(...)`) and the page reads the entry by the same key.
   */
  queryClient: QueryClient;
}

/**
 * The shape of a module a remote exposes as a page (e.g. `remote_search/SearchPage`). The host
 * renders `Component` for the route; when `loader` exists, the host runs it as the route's loader
 * after its guards (the page reads the result with react-router's `useLoaderData` or from the
 * query cache), and a failure that is an `ApiError` with a status of 400 or more sends the user to
 * `/{status}`. `ErrorBoundary`, when exported, renders any other loader or render failure of the
 * page inside the layout.
 */
export interface RemotePageModule {
  Component: ComponentType;
  loader?: (args: RemotePageLoaderArgs) => unknown;
  ErrorBoundary?: ComponentType;
}
