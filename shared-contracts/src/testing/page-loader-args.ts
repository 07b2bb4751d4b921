import type { QueryClient } from '@tanstack/react-query';
import { matchRoute } from '../routes/match-route';
import type { RemotePageLoaderArgs } from '../services/remote-page-module';
import type { FakeHostServices } from './fake-host-services';
import { createTestQueryClient } from './test-query-client';

/**
 * What the host hands a page's loader at `url` (a path of the route manifest, with its params
 * read as the router reads them), over fake services: for loader tests without a DOM.
 */
export function pageLoaderArgs(
  url: string,
  services: FakeHostServices,
  queryClient: QueryClient = createTestQueryClient(),
): RemotePageLoaderArgs {
  const match = matchRoute(url);
  if (!match) throw new Error(`${url} is no route of the route manifest`);
  return {
    request: new Request(new URL(url, 'http://localhost')),
    params: match.params,
    api: services.api,
    queryClient,
  };
}
