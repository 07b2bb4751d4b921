import { type ApiRequest, isApiError } from '@adlens/shared-contracts';
import { type RemoteName } from '@adlens/shared-contracts/platform';
import {
  type RemotePageLoaderArgs,
  type RemotePageModule,
  runPageLoader,
} from '@adlens/shared-contracts/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { StartedBatch } from '../api/api-client';
import type { RemotePageLoader, RemotePageRef } from '../federation/remote-page-loader';

/** The host services a page's loader receives beside the request and its params. */
export type LoaderServices = Omit<RemotePageLoaderArgs, 'request' | 'params'>;

/** The page's first data as a route fact (decision 0044), and how the host starts it. */
export interface FirstDataStart {
  /** The requests the page's loader makes first for this navigation (the contract's function). */
  requests(args: LoaderFunctionArgs): readonly ApiRequest[];
  /** Sends them; the API client hands each to the page's identical call, once. */
  start(requests: readonly ApiRequest[]): StartedBatch;
}

/** The page's data loader, if it has one. Remote code is checked at run time, not trusted. */
function pageDataLoader(module: RemotePageModule | null): RemotePageModule['loader'] | null {
  const loader = module?.loader;
  return typeof loader === 'function' ? loader : null;
}

/**
 * The page's first data, started beside its module when the module is not here yet. Once the
 * module is here its loader runs at once, and its own cache may already hold the data (a page
 * on screen whose query string changed asks for nothing): starting then would only cost requests.
 */
function startFirstData(
  pages: RemotePageLoader,
  page: RemotePageRef,
  firstData: FirstDataStart | undefined,
  args: LoaderFunctionArgs,
): StartedBatch | null {
  if (!firstData || pages.isLoaded(page)) return null;
  const requests = firstData.requests(args);
  return requests.length > 0 ? firstData.start(requests) : null;
}

/**
 * The loader of a route rendered by a remote page. It runs after the guards, so remote code is
 * requested only for a route the user may see, and it starts that request as early as possible,
 * together with the page's first data when the route names it. When the page exports a `loader`,
 * its data loads here under the contract's page-data rule (`runPageLoader`: a status goes to
 * `/{status}`, no answer stays on the page), and `onLoadFailed` marks the loading failed. A page
 * that fails to load is shown by the render as the remote's fallback with a retry, never as a
 * navigation error. Started data the page did not ask for is dropped when its loader is done, so
 * it never serves a later navigation.
 */
export function remoteRouteLoader(
  pages: RemotePageLoader,
  page: RemotePageRef,
  services: LoaderServices,
  onLoadFailed: (statusPath: string) => void = () => {},
  firstData?: FirstDataStart,
  onLoaderError: (remote: RemoteName) => void = () => {},
) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    const started = startFirstData(pages, page, firstData, args);
    try {
      const loader = pageDataLoader(await pages.get(page).catch(() => null));
      if (!loader) return null;
      // An API answer is the page-data rule's to handle; anything else the page's own code threw.
      const counted: typeof loader = async (loaderArgs) => {
        try {
          return await loader(loaderArgs);
        } catch (error) {
          if (!isApiError(error)) onLoaderError(page.remote);
          throw error;
        }
      };
      return await runPageLoader(
        counted,
        { request: args.request, params: args.params, ...services },
        onLoadFailed,
      );
    } finally {
      started?.drop();
    }
  };
}
