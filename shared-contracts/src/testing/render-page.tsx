import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, configure, render } from '@testing-library/react';
import {
  type LoaderFunctionArgs,
  type Location,
  RouterProvider,
  createMemoryRouter,
} from 'react-router-dom';
import type { RemoteName } from '../environment/pin-set';
import { remotePageRoutes } from '../routes/manifest';
import { runPageLoader } from '../routes/page-data-failure';
import { HostServicesProvider } from '../services/host-services';
import type { RemotePageModule } from '../services/remote-page-module';
import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from './fake-host-services';
import { createTestQueryClient } from './test-query-client';

// Pages render after their loader: on a busy machine the first render of a test file can take
// longer than the default second that `findBy…` waits.
configure({ asyncUtilTimeout: 5000 });

export interface RenderPageOptions {
  /** The remote whose pages these are (its Module Federation name). */
  remote: RemoteName;
  /**
   * Page modules by the name the route manifest gives them (`SearchPage`): each is bound to every
   * route whose page it is. A component test passes a stand-in `{ Component }` under a page name.
   */
  pages: Readonly<Record<string, RemotePageModule>>;
  /** Services to use; by default fresh fakes built from `fake`. */
  services?: FakeHostServices;
  fake?: FakeHostServicesOptions;
}

export type PageRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderedPage extends RenderResult {
  services: FakeHostServices;
  queryClient: QueryClient;
  router: PageRouter;
  /** Where the router is now. */
  location(): Location;
  /** Path, query and hash the router is at now, as the address bar shows them. */
  path(): string;
}

/** The modules a test passes must be pages of the remote in the manifest (a typo fails loudly). */
function checkPageNames(remote: RemoteName, pages: Readonly<Record<string, unknown>>): void {
  const known = new Set(remotePageRoutes(remote).map((route) => route.module));
  for (const name of Object.keys(pages)) {
    if (!known.has(name)) throw new Error(`${name} is no page of ${remote} in the route manifest`);
  }
}

/**
 * Renders a remote's pages at `url` as the host binds them: each module on its manifest routes as
 * a data route whose loader runs under the contract's page-data rule (`runPageLoader`: a status
 * goes to `/{status}`, no answer stays on the page), with the page session's query defaults and
 * fake host services. Any other path shows "Elsewhere". The data router needs the Fetch API
 * (jest's `data-router` environment of @adlens/tools).
 */
export function renderPage(
  url: string,
  { remote, pages, services, fake }: RenderPageOptions,
): RenderedPage {
  checkPageNames(remote, pages);
  const value = services ?? createFakeHostServices(fake);
  const queryClient = createTestQueryClient();
  const routes = remotePageRoutes(remote).flatMap(({ path, module }) => {
    const page = pages[module];
    if (!page) return [];
    const { Component, loader, ErrorBoundary } = page;
    return [
      {
        path,
        Component,
        ...(ErrorBoundary ? { ErrorBoundary } : {}),
        HydrateFallback: () => <p>Loading the page…</p>,
        ...(loader
          ? {
              loader: ({ request, params }: LoaderFunctionArgs) =>
                runPageLoader(loader, { request, params, api: value.api, queryClient }),
            }
          : {}),
      },
    ];
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [url],
  });
  const view = render(
    <HostServicesProvider value={value}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HostServicesProvider>,
  );
  const location = () => router.state.location;
  return {
    ...view,
    services: value,
    queryClient,
    router,
    location,
    path: () => `${location().pathname}${location().search}${location().hash}`,
  };
}
