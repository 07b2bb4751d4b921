import { ROUTE_PATHS, type RouteAccessLists, isRouteAllowed } from '@adlens/shared-contracts';
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

/** Remote pages whose route group skips the ad-blocker guard (`routes/create-routes.tsx`). */
const NO_AD_BLOCKER_CHECK = new Set<RemoteRouteId>(['oauth', 'paymentFailed', 'paymentThankYou']);

function isRemoteRouteId(id: string): id is RemoteRouteId {
  return id in REMOTE_PAGES;
}

const ROUTES = Object.entries(REMOTE_PAGES).flatMap(([id, page]) =>
  isRemoteRouteId(id) ? [{ path: ROUTE_PATHS[id], id, page }] : [],
);

export interface PreloadVisitor {
  /** A session cookie is present (its user is not known yet). */
  hasSession: boolean;
  /** The user this tab already loaded for that session (`/user/init` runs once per page session). */
  knownUser: RouteAccessLists | null;
}

/**
 * The remote page of the address the app opens on, when this visitor may see it: its code can
 * then load in parallel with the session check (`/user/init`) instead of after the guards
 * (decision 0018). A visitor without a session cookie never gets a protected page preloaded, a
 * visitor with one never gets a guest-only page, and a user already known to be denied the
 * address gets nothing. The guards still decide what renders.
 */
function remoteRouteAt(path: string) {
  return matchRoutes(ROUTES, new URL(path, 'http://adlens.invalid').pathname)?.at(-1)?.route;
}

export function pageToPreload(path: string, visitor: PreloadVisitor): RemotePageRef | null {
  const match = remoteRouteAt(path);
  if (!match) return null;
  if (OPEN.has(match.id)) return match.page;
  if (GUEST_ONLY.has(match.id)) return visitor.hasSession ? null : match.page;
  if (!visitor.hasSession) return null;
  return !visitor.knownUser || isRouteAllowed(path, visitor.knownUser) ? match.page : null;
}

/**
 * Whether the remote page at `path` runs the ad-blocker guard: its probe can then start with the
 * preload, beside `/user/init`, instead of after it (the guard reads the remembered answer).
 */
export function checksAdBlocker(path: string): boolean {
  const match = remoteRouteAt(path);
  return match !== undefined && !NO_AD_BLOCKER_CHECK.has(match.id);
}
