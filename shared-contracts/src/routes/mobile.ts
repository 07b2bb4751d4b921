import { MOBILE_BREAKPOINT_PX } from '../constants';
import { ROUTE_IDS, routeChecks } from './manifest';
import { matchRoute } from './match-route';
import { type PageId, REDIRECT_ROUTES } from './paths';
import { resolveShortLink } from './short-links';

/**
 * Spec section 2 "Mobile": the only pages a signed-in user reaches on a narrow container (the
 * routes without the manifest's `mobile` check, and the 404 page).
 */
export const MOBILE_ALLOWED_PAGES: readonly PageId[] = [
  ...ROUTE_IDS.filter((id) => !routeChecks(id, 'mobile')),
  'notFound',
];

const ALLOWED: ReadonlySet<PageId> = new Set(MOBILE_ALLOWED_PAGES);

export function isMobileWidth(containerWidthPx: number): boolean {
  return containerWidthPx < MOBILE_BREAKPOINT_PX;
}

/**
 * Whether a signed-in user on a mobile-width container may stay on `path` (path, query and hash
 * allowed). Short links and redirect-only routes are judged by where they lead, so `/plans` is
 * allowed (it becomes `/plans/select`) and `/dashboard` is not. A path no route matches is the 404
 * page, which is allowed. Whether the user is signed in is the caller's business.
 */
export function isAllowedOnMobile(path: string): boolean {
  const [pathname = '', search = ''] = path.split(/(?=[?#])/, 2);
  const shortLink = resolveShortLink(pathname, search.startsWith('?') ? search : '');
  const target = shortLink ? shortLink.path : path;
  const match = matchRoute(target);
  if (!match) return ALLOWED.has('notFound');
  const redirect = REDIRECT_ROUTES[match.id];
  const finalId = redirect ? matchRoute(redirect)?.id : match.id;
  return finalId !== undefined && ALLOWED.has(finalId);
}
