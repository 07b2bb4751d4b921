import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import type { RemotePageLoader } from '../federation/remote-page-loader';
import { AppLayout } from '../layouts/app-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { PlainLayout } from '../layouts/plain-layout';
import { RootErrorPage } from '../pages/root-error-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { HostSessionService } from '../session/session-service';
import { assertPlatformParam, createGuards } from './guards';
import { REMOTE_PAGES, type RemoteRouteId } from './remote-pages';

export interface RouteDeps {
  session: HostSessionService;
  pages: RemotePageLoader;
}

export function createRoutes({ session, pages }: RouteDeps): RouteObject[] {
  const guards = createGuards(session);

  /** A route rendered by a remote page; its code starts loading as soon as the guards passed. */
  function remoteRoute(id: RemoteRouteId, check?: (args: LoaderFunctionArgs) => void): RouteObject {
    const page = REMOTE_PAGES[id];
    return {
      path: ROUTE_PATHS[id],
      loader: (args) => {
        check?.(args);
        pages.get(page).catch(() => {}); // the render shows the failure with a retry
        return null;
      },
      element: <RemotePage page={page} loader={pages} />,
    };
  }
  const platformRoute = (id: RemoteRouteId) =>
    remoteRoute(id, ({ params }) => assertPlatformParam(params));

  return [
    {
      id: 'root',
      errorElement: <RootErrorPage />,
      children: [
        { path: ROUTE_PATHS.root, loader: () => redirect(ROUTE_PATHS.search) },
        {
          element: <AuthLayout />,
          middleware: [guards.guestOnly],
          children: [
            { path: ROUTE_PATHS.authentication, loader: () => redirect(ROUTE_PATHS.signIn) },
            remoteRoute('signIn'),
          ],
        },
        {
          element: <AppLayout />,
          middleware: [guards.signedIn],
          errorElement: <RootErrorPage />,
          children: [
            { path: ROUTE_PATHS.search, loader: () => redirect('/meta/search') },
            { path: ROUTE_PATHS.dashboard, loader: () => redirect(ROUTE_PATHS.subscription) },
            platformRoute('platformSearch'),
            platformRoute('analytics'),
            remoteRoute('subscription'),
          ],
        },
        {
          element: <PlainLayout />,
          children: [{ path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
