import { isApiError } from '../errors/api-error';
import type { RemotePageLoaderArgs, RemotePageModule } from '../services/remote-page-module';

/** `/{status}`, with the page that failed as `redirect`, so "Try again" can go back to it. */
export function statusPagePath(status: number, failedPath: string): string {
  return `/${status}?${new URLSearchParams({ redirect: failedPath }).toString()}`;
}

/** Path, query and hash of the page a loader runs for. */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Runs a page's data loader under spec section 8's rule, the one place it is written (the host's
 * route binding and the remote harness both call it):
 * - the API answered with a status of 400 or more: the user leaves for `/{status}` with the page as
 *   `redirect` (thrown as a redirect response, which the router follows), and `onLoadFailed` hears
 *   the status page's path;
 * - any other failure (no answer: offline, status 0): the page stays and shows its failed query
 *   with a retry instead of a dead end.
 * A loader therefore only awaits its data (`queryClient.ensureQueryData`) and lets failures through.
 */
export async function runPageLoader(
  loader: NonNullable<RemotePageModule['loader']>,
  args: RemotePageLoaderArgs,
  onLoadFailed: (statusPath: string) => void = () => {},
): Promise<unknown> {
  try {
    return (await loader(args)) ?? null;
  } catch (error) {
    if (!isApiError(error) || error.status < 400) return null;
    const target = statusPagePath(error.status, pathOf(args.request));
    onLoadFailed(new URL(target, args.request.url).pathname);
    // What react-router's `redirect()` builds; the contract does not depend on the router.
    throw new Response(null, { status: 302, headers: { Location: target } });
  }
}
