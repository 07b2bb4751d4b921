import {
  folderOfRemote,
  type RemoteName,
  remotePageRoutes,
} from '@adlens/shared-contracts/platform';
import {
  HostServicesProvider,
  type HostServices,
  type RemotePageModule,
  pageQueryDefaults,
  runPageLoader,
} from '@adlens/shared-contracts/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  type RouteObject,
} from 'react-router-dom';

/** A remote's `pages.json`: module name -> file (see @adlens/tools, webpack/page-list.mjs). */
export type PageList = Readonly<Record<string, string>>;

export interface HarnessOptions {
  /** The remote's federation name: its routes are the manifest's routes of this remote. */
  remote: RemoteName;
  pageList: PageList;
  /** Imports a page module by its file name in the remote's `src/pages/` folder. */
  importPage: (fileName: string) => Promise<unknown>;
  services: HostServices;
  /** Stand-ins for pages of other apps that this remote's pages lead to (e.g. after sign-in). */
  standIns?: readonly { path: string; Component: ComponentType }[];
}

const PAGES_FOLDER = './src/pages/';

/** A page file is code like any other: check it exports what the host would need. */
function asPageModule(file: string, module: unknown): RemotePageModule {
  const candidate = module as Partial<RemotePageModule> | null;
  if (typeof candidate?.Component !== 'function') {
    throw new Error(`${file} does not export a Component`);
  }
  return candidate as RemotePageModule;
}

/** The file of a module the manifest binds to this remote; a missing one fails at start. */
function fileOf(pageList: PageList, module: string): string {
  const file = pageList[module];
  if (!file) throw new Error(`pages.json has no file for ${module}, a page of the route manifest`);
  return file;
}

/**
 * The remote's routes of the contract's route manifest as data routes: each page module loads
 * lazily, and its loader gets the services the host hands it.
 */
function pageRoutes(
  { remote, pageList, importPage, services }: HarnessOptions,
  queryClient: QueryClient,
): RouteObject[] {
  return remotePageRoutes(remote).map(({ path, module }) => {
    const file = fileOf(pageList, module);
    return {
      path,
      lazy: async () => {
        const { Component, loader, ErrorBoundary } = asPageModule(
          file,
          await importPage(file.slice(PAGES_FOLDER.length)),
        );
        return {
          Component,
          ...(ErrorBoundary ? { ErrorBoundary } : {}),
          ...(loader
            ? {
                loader: ({ request, params }) =>
                  // The host's page-data rule: a status goes to `/{status}` (a 404 here).
                  runPageLoader(loader, { request, params, api: services.api, queryClient }),
              }
            : {}),
        };
      },
    } satisfies RouteObject;
  });
}

/**
 * Runs one remote alone in the browser: its pages under the real router, with fake host services,
 * so that a remote's team can work without the host or the other remotes.
 */
export function renderHarness(options: HarnessOptions): void {
  const { services, standIns = [] } = options;
  // The banner names the remote by its folder (REMOTES), as its team knows it.
  const title = folderOfRemote(options.remote);
  const container = document.getElementById('root');
  if (!container) throw new Error('Harness page needs <div id="root">');
  const queryClient = new QueryClient({ defaultOptions: pageQueryDefaults() });
  const routes = [
    ...pageRoutes(options, queryClient),
    ...standIns.map(({ path, Component }) => ({ path, Component })),
  ];
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
