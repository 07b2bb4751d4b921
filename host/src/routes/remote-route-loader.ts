import {
  type RemotePageLoaderArgs,
  type RemotePageModule,
  isApiError,
} from '@adlens/shared-contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { RemotePageLoader, RemotePageRef } from '../federation/remote-page-loader';
import { statusPagePath } from '../pages/status-pages';

/** The host services a page's loader receives beside the request and its params. */
export type LoaderServices = Omit<RemotePageLoaderArgs, 'request' | 'params'>;

/** The page's data loader, if it has one. Remote code is checked at run time, not trusted. */
function pageDataLoader(module: RemotePageModule | null): RemotePageModule['loader'] | null {
  const loader = module?.loader;
  return typeof loader === 'function' ? loader : null;
}

/** Path, query and hash of the page a loader runs for. */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The loader of a route rendered by a remote page. It runs after the guards, so remote code is
 * requested only for a route the user may see, and it starts that request as early as possible.
 * When the page exports a `loader`, its data loads here, and a failure with a status goes to
 * `/{status}` (spec section 8) with the failed page as `redirect`, and `onLoadFailed` marks the
 * loading failed. A page that fails to load is shown by the render as the remote's
 * fallback with a retry, never as a navigation error.
 */
export function remoteRouteLoader(
  pages: RemotePageLoader,
  page: RemotePageRef,
  services: LoaderServices,
  onLoadFailed: (statusPath: string) => void = () => {},
) {
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    const loader = pageDataLoader(await pages.get(page).catch(() => null));
    if (!loader) return null;
    try {
      return await loader({ request: args.request, params: args.params, ...services });
    } catch (error) {
      if (!isApiError(error) || error.status < 400) throw error;
      const target = statusPagePath(error.status, pathOf(args.request));
      onLoadFailed(new URL(target, args.request.url).pathname);
      throw redirect(target);
    }
  };
}
