import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer is `Cache-Control: no-store` unless its route set a policy of its own (decision
 * 0049). Answers carry session, reset and download tokens, a webhook's secret and a user's data:
 * no browser cache, back-forward cache or proxy may keep them. Only media and avatars, whose URL
 * names their bytes and which carry nothing private, say `public, immutable` themselves.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
