import { href } from './href';
import { pathnameOf } from './match-route';

/** The list value that means "every route" (spec section 6). */
export const ALL_ROUTES = 'all';

export interface RouteAccessLists {
  readonly allowed_routes: readonly string[];
  readonly blocked_routes: readonly string[];
}

const BLOCKED_PAGE = href('youAreBlocked');

/**
 * Spec section 5, "Route access", over the path part of `path` (entries match by substring, case
 * insensitively; blank entries match nothing):
 * - `blocked_routes` contains `all`: allowed only when an allowed entry other than `all` matches;
 * - `allowed_routes` contains `all`: allowed unless a blocked entry matches;
 * - neither contains `all` (the spec is silent): allowed only when an allowed entry matches and no
 *   blocked entry does. Deny by default, so a user without lists reaches nothing but the blocked page.
 * In every case `payment` in the blocked list also blocks paths containing `plan`, and
 * `/you-are-blocked` itself is always allowed so that a denial cannot loop.
 */
export function isRouteAllowed(path: string, lists: RouteAccessLists): boolean {
  const pathname = pathnameOf(path).toLowerCase();
  if (pathname === BLOCKED_PAGE) return true;
  const allowed = normalise(lists.allowed_routes);
  const blocked = normalise(lists.blocked_routes);
  const blockedAll = blocked.includes(ALL_ROUTES);
  const allowedAll = allowed.includes(ALL_ROUTES) && !blockedAll;
  const blockedEntries = blocked.filter((entry) => entry !== ALL_ROUTES);
  if (blockedEntries.includes('payment')) blockedEntries.push('plan');
  const isAllowedByList =
    allowedAll || allowed.some((entry) => entry !== ALL_ROUTES && pathname.includes(entry));
  const isBlockedByList = blockedEntries.some((entry) => pathname.includes(entry));
  return isAllowedByList && !isBlockedByList;
}

/** Spec section 3: payment is possible only while the blocked list names neither payment nor all. */
export function canAccessPayment(blockedRoutes: readonly string[]): boolean {
  const blocked = normalise(blockedRoutes);
  return !blocked.includes('payment') && !blocked.includes(ALL_ROUTES);
}

/**
 * Where a user can lift a plan lock: the plan page, or null when their lists keep them out of it
 * (a `payment`-blocked user gets no link that would only lead to /you-are-blocked).
 */
export function planUpgradePath(lists: RouteAccessLists | null): string | null {
  const path = href('planSelect');
  return lists && isRouteAllowed(path, lists) ? path : null;
}

function normalise(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
}
