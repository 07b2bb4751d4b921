import {
  HostServicesProvider,
  type HostServices,
  type RemotePageModule,
} from '@adlens/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  type RouteObject,
} from 'react-router-dom';

/** One page of a remote at a route path, as the host binds it. */
export interface HarnessPage {
  path: string;
  module: RemotePageModule;
}

export interface HarnessOptions {
  /** The remote's name, shown in the harness banner. */
  title: string;
  pages: readonly HarnessPage[];
  services: HostServices;
}

/** A page module as a data route whose loader gets the services the host hands it. */
function pageRoute(
  { path, module }: HarnessPage,
  services: HostServices,
  queryClient: QueryClient,
): RouteObject {
  const { Component, loader, ErrorBoundary } = module;
  return {
    path,
    Component,
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
    ...(loader
      ? {
          loader: ({ request, params }) =>
            loader({ request, params, api: services.api, queryClient }),
        }
      : {}),
  };
}

/**
 * Runs one remote alone in the browser: its pages under the real router, with fake host services,
 * so that a remote's team can work without the host or the other remotes.
 */
export function renderHarness({ title, pages, services }: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Harness page needs <div id="root">');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes = pages.map((page) => pageRoute(page, services, queryClient));
  const router = createBrowserRouter([
    {
      element: (
        <>
          <nav aria-label="Harness pages" style={{ padding: 8, background: '#FFDE3B' }}>
            <strong>{title} (standalone harness, fake host services)</strong>{' '}
            {routes.map((route) =>
              route.path ? (
                <Link
                  key={route.path}
                  to={route.path.replace(/:(\w+)/g, '$1')}
                  style={{ marginLeft: 12 }}
                >
                  {route.path}
                </Link>
              ) : null,
            )}
          </nav>
          <Outlet />
        </>
      ),
      children: routes,
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <HostServicesProvider value={services}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HostServicesProvider>
    </StrictMode>,
  );
}
