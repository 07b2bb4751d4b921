import {
  ROUTE_PATHS,
  href,
  isAllowedOnMobile,
  isPlatform,
  isRouteAllowed,
  resolveShortLink,
} from '@adlens/shared-contracts';
import { ROUTE_IDS, routeChecks } from '@adlens/shared-contracts/platform';
import { type ScreenService } from '@adlens/shared-contracts/react';
import { type MiddlewareFunction, redirect } from 'react-router-dom';
import type { AdBlockerDetector } from '../ad-blocker/ad-blocker-detector';
import type { HostSessionService } from '../session/session-service';

export interface GuardDeps {
  session: HostSessionService;
  adBlocker: AdBlockerDetector;
  /** The container's screen state (the mobile rule), the same source the header reads. */
  screen: Pick<ScreenService, 'getState'>;
  /** Runs at the start of every navigation (spec section 4: the errors list is cleared). */
  onNavigation(): void;
}

/** Spec section 5: these pages never load the user (they must work when the API does not). */
export const USER_LOAD_SKIPPED_PATHS: readonly string[] = ROUTE_IDS.filter(
  (id) => !routeChecks(id, 'user-load'),
).map((id) => ROUTE_PATHS[id]);

/** Path + query + hash of a request, as the `redirect` query carries it back after sign-in. */
export function fullPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where an anonymous visitor is sent: sign-in with the original path, except for /dashboard. */
export function signInRedirectFor(path: string): string {
  if (path === ROUTE_PATHS.dashboard) return ROUTE_PATHS.signIn;
  return href('signIn', undefined, { redirect: path });
}

export function adsBlockerRedirectFor(path: string): string {
  return href('adsBlocker', undefined, { redirect: path });
}

function notFound(): Response {
  return new Response('Unknown platform', { status: 404, statusText: 'Not Found' });
}

type Guard = MiddlewareFunction;

/** Route middleware: every guard runs before a route's loader, so before any remote code loads. */
export function createGuards({ session, adBlocker, screen, onNavigation }: GuardDeps) {
  const isSignedIn = () => session.getState().status === 'signed-in';

  /** Root: every navigation. Platform check, user load (once per page session), mobile rule. */
  const everyNavigation: Guard = async ({ request, params }) => {
    onNavigation();
    const url = new URL(request.url);
    // Before matching params: `/r/search` would otherwise read as platform "r".
    const shortLink = resolveShortLink(url.pathname, url.search);
    if (shortLink) throw redirect(shortLink.path);
    const { platform } = params;
    if (platform !== undefined && !isPlatform(platform)) throw notFound();
    const { pathname } = url;
    if (!USER_LOAD_SKIPPED_PATHS.includes(pathname)) {
      const outcome = await session.ensureUser();
      if (outcome.status === 'redirect' && outcome.to !== pathname) throw redirect(outcome.to);
    }
    // The platform in the URL is the active one (after the user load, which sets the saved one).
    if (isPlatform(platform) && session.getState().activePlatform !== platform) {
      session.setActivePlatform(platform);
    }
    if (USER_LOAD_SKIPPED_PATHS.includes(pathname)) return;
    const path = fullPath(request);
    if (isSignedIn() && screen.getState().isMobile && !isAllowedOnMobile(path)) {
      throw redirect(href('platformSearch', { platform: session.getState().activePlatform }));
    }
  };

  /** Layout 2: login required. */
  const signedIn: Guard = ({ request }) => {
    if (!isSignedIn()) throw redirect(signInRedirectFor(fullPath(request)));
  };

  /** Layout 1: a signed-in user on an authentication page goes to the dashboard. */
  const guestOnly: Guard = () => {
    if (isSignedIn()) throw redirect(ROUTE_PATHS.dashboard);
  };

  /** Spec section 5, route access: a denied path goes to /you-are-blocked. */
  const routeAccess: Guard = ({ request }) => {
    const { user } = session.getState();
    if (user && !isRouteAllowed(fullPath(request), user)) throw redirect(href('youAreBlocked'));
  };

  /** Spec section 4: a detected ad blocker sends the user to /ads-blocker, then back. */
  const noAdBlocker: Guard = async ({ request }) => {
    if (await adBlocker.isBlocked()) throw redirect(adsBlockerRedirectFor(fullPath(request)));
  };

  return { everyNavigation, signedIn, guestOnly, routeAccess, noAdBlocker };
}

export type Guards = ReturnType<typeof createGuards>;
