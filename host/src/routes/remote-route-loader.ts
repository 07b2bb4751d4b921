import {
  type RemotePageLoaderArgs,
  type RemotePageModule,
  runPageLoader,
} from '@adlens/shared-contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RemotePageLoader, RemotePageRef } from '../federation/remote-page-loader';

/** The host services a page's loader receives beside the request and its params. */
export type LoaderServices = Omit<RemotePageLoaderArgs, 'request' | 'params'>;

/** The page's data loader, if it has one. Remote code is checked at run time, not trusted. */
function pageDataLoader(module: RemotePageModule | null): RemotePageModule['loader'] | null {
  const loader = module?.loader;
  return typeof loader === 'function' ? loader : null;
}

/**
 * The loader of a route rendered by a remote page. It runs after the guards, so remote code is
 * requested only for a route the user may see, and it starts that request as early as possible.
 * When the page exports a `loader`, its data loads here under the contract's page-data rule
 * (`runPageLoader`: a status goes to `/{status}`, no answer stays on the page), and
 * `onLoadFailed` marks the loading failed. A page that fails to load is shown by the render as the
 * remote's fallback with a retry, never as a navigation error.
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
    return runPageLoader(
      loader,
      { request: args.request, params: args.params, ...services },
      onLoadFailed,
    );
  };
}
