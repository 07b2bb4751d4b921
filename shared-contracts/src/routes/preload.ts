import { type RouteAccessLists, isRouteAllowed } from './access';
import { type RemotePageRef, remotePageOf, routeEntry, routeChecks } from './manifest';
import { matchRoute } from './match-route';

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
 * address gets nothing. The guards still decide what renders. Read by the host at start-up and by
 * the production-like server for its preload hints.
 */
export function pageToPreload(path: string, visitor: PreloadVisitor): RemotePageRef | null {
  const match = matchRoute(path);
  const page = match ? remotePageOf(match.id) : null;
  if (!match || !page) return null;
  switch (routeEntry(match.id).access) {
    case 'open':
      return page;
    case 'guest-only':
      return visitor.hasSession ? null : page;
    case 'signed-in':
      if (!visitor.hasSession) return null;
      return !visitor.knownUser || isRouteAllowed(path, visitor.knownUser) ? page : null;
  }
}

/**
 * Whether the route at `path` runs the ad-blocker guard: its probe can then start with the
 * preload, beside `/user/init`, instead of after it (the guard reads the remembered answer).
 */
export function checksAdBlocker(path: string): boolean {
  const match = matchRoute(path);
  return match !== null && routeChecks(match.id, 'ad-blocker');
}
