import type { Context } from 'hono';

/**
 * The front end's origin, from the request, so that links and return addresses point at the app
 * the user is on (the browser sends Origin on its API calls; otherwise the API's own origin).
 */
export function appOrigin(c: Context): string {
  const origin = c.req.header('origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return new URL(c.req.url).origin;
}
