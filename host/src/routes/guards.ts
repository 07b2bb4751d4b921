import { ROUTE_PATHS, isPlatform } from '@adlens/shared-contracts';
import { redirect } from 'react-router-dom';
import type { HostSessionService } from '../session/session-service';

/** Path + query + hash of a request, as the `redirect` query carries it back after sign-in. */
export function fullPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where an anonymous visitor is sent: sign-in with the original path, except for /dashboard. */
export function signInRedirectFor(path: string): string {
  if (path === ROUTE_PATHS.dashboard) return ROUTE_PATHS.signIn;
  return `${ROUTE_PATHS.signIn}?${new URLSearchParams({ redirect: path })}`;
}

export function createGuards(session: HostSessionService) {
  return {
    /** Layout 2: login required; the user is loaded once per page session. */
    async signedIn({ request }: { request: Request }) {
      const signedIn = await session.ensureUser();
      if (!signedIn) {
        if (session.hasToken()) session.clear();
        throw redirect(signInRedirectFor(fullPath(request)));
      }
    },
    /** Layout 1: a signed-in user on an authentication page goes to the dashboard. */
    async guestOnly() {
      if (await session.ensureUser()) throw redirect(ROUTE_PATHS.dashboard);
    },
  };
}

/** An unknown platform in a path is a 404, decided before any remote code is requested. */
export function assertPlatformParam(params: { platform?: string }): void {
  if (!isPlatform(params.platform)) {
    throw new Response('Unknown platform', { status: 404, statusText: 'Not Found' });
  }
}
