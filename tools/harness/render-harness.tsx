import { HostServicesProvider, type HostServices } from '@adlens/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  type RouteObject,
} from 'react-router-dom';

export interface HarnessOptions {
  /** The remote's name, shown in the harness banner. */
  title: string;
  routes: RouteObject[];
  services: HostServices;
}

/**
 * Runs one remote alone in the browser: its pages under the real router, with fake host services,
 * so that a remote's team can work without the host or the other remotes.
 */
export function renderHarness({ title, routes, services }: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Harness page needs <div id="root">');
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
        <RouterProvider router={router} />
      </HostServicesProvider>
    </StrictMode>,
  );
}
