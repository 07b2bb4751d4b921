import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { matchRoutes } from 'react-router-dom';
import { REMOTE_PAGES, type RemoteRouteId } from '../routes/remote-pages';
import type { RemotePageRef } from './remote-page-loader';

/** The guest-only group of the route table: a signed-in visitor is sent away from these. */
const GUEST_ONLY = new Set<RemoteRouteId>([
  'signIn',
  'signUp',
  'confirmEmail',
  'resetPassword',
  'newPassword',
  'verifyCode',
]);
/** Pages any visitor may see. */
const OPEN = new Set<RemoteRouteId>(['oauth', 'sharedAd']);

function isRemoteRouteId(id: string): id is RemoteRouteId {
  return id in REMOTE_PAGES;
}

const ROUTES = Object.entries(REMOTE_PAGES).flatMap(([id, page]) =>
  isRemoteRouteId(id) ? [{ path: ROUTE_PATHS[id], id, page }] : [],
);

/**
 * The remote page of the address the app opens on, when this visitor may see it: its code can
 * then load in parallel with the session check (`/user/init`) instead of after the guards
 * (issue 13). A visitor without a session cookie never gets a protected page preloaded, and a
 * visitor with one never gets a guest-only page. The guards still decide what renders.
 */
export function pageToPreload(pathname: string, hasSession: boolean): RemotePageRef | null {
  const match = matchRoutes(ROUTES, pathname)?.at(-1)?.route;
  if (!match) return null;
  const allowed = OPEN.has(match.id) || (GUEST_ONLY.has(match.id) ? !hasSession : hasSession);
  return allowed ? match.page : null;
}
