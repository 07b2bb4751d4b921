import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from './app-context';
import { fail, retryAfterSeconds } from './api-failure';
import { clientAddress } from './client-address';

const WINDOW_MS = 60_000;
const PREFIX = 'rate:';

/**
 * How many people's worth of requests one address may send before any token is looked at: an
 * office or a household behind one NAT, or the e2e suites' workers, share an address (0048).
 */
export const PEOPLE_PER_ADDRESS = 4;

/**
 * One count of the general limit (decision 0048) in fixed one-minute windows kept in the
 * database, so every API process shares it; over the limit answers 429 REDIRECT to
 * REQUEST_LIMIT with `Retry-After`. The limit is part of the key, so a changed setting starts
 * new counts as it always did.
 */
async function count(app: AppContext, key: string, limit: number): Promise<void> {
  if (limit <= 0) return;
  const counted = await app.throttles.add(`${PREFIX}${limit}:${key}`, WINDOW_MS);
  if (counted.count > limit) throw fail.rateLimited(counted.endsInMs);
}

/**
 * Every request under `/v1` counts for its client address before anything else runs (no token
 * lookup, no body, no render), raw routes included: a flood of made-up tokens or of media renders
 * is held like any other.
 */
export function addressRateLimit(app: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const limit = app.settings.rateLimitPerMinute * PEOPLE_PER_ADDRESS;
    await count(app, `address:${clientAddress(c, app.trustedProxies)}`, limit);
    await next();
  };
}

/** A request with a live session counts for its user, whatever token (or login) it came with. */
export function countForUser(app: AppContext, userId: number): Promise<void> {
  return count(app, `user:${userId}`, app.settings.rateLimitPerMinute);
}

/**
 * A call with an API key counts for the key and for its user (the same count the user's sessions
 * share, so keys never add to what the user may send), and answers the IETF rate-limit fields
 * (draft-ietf-httpapi-ratelimit-headers) for both policies: `RateLimit-Policy` with each quota
 * `q` per window `w` seconds, `RateLimit` with what remains `r` and the seconds `t` until the
 * window ends. Over either limit: 429 with `Retry-After` and the same fields. Off (limit 0): none.
 */
export async function countForKey(
  app: AppContext,
  keyId: number,
  userId: number,
): Promise<Record<string, string>> {
  const limit = app.settings.rateLimitPerMinute;
  if (limit <= 0) return {};
  // Both in one count, so that parallel calls rank the same on the key and on its user.
  const [byKey, byUser] = await app.throttles.addEach(
    [`${PREFIX}${limit}:key:${keyId}`, `${PREFIX}${limit}:user:${userId}`],
    WINDOW_MS,
  );
  if (!byKey || !byUser) throw new Error('the rate-limit counts were not stored');
  const policies = [
    { name: 'key', counted: byKey },
    { name: 'user', counted: byUser },
  ];
  const headers = {
    'RateLimit-Policy': policies
      .map(({ name }) => `"${name}";q=${limit};w=${WINDOW_MS / 1000}`)
      .join(', '),
    RateLimit: policies
      .map(
        ({ name, counted }) =>
          `"${name}";r=${Math.max(0, limit - counted.count)};t=${retryAfterSeconds(counted.endsInMs)}`,
      )
      .join(', '),
  };
  const over = policies.filter(({ counted }) => counted.count > limit);
  if (over.length > 0) {
    const failure = fail.rateLimited(Math.max(...over.map(({ counted }) => counted.endsInMs)));
    Object.assign(failure.headers, headers);
    throw failure;
  }
  return headers;
}

/**
 * A request without a live session (none, made up, expired) counts as one person at its address,
 * on top of the address's own count: anonymous callers share the one person's limit.
 */
export function countAnonymous(app: AppContext, c: Context): Promise<void> {
  const address = clientAddress(c, app.trustedProxies);
  return count(app, `anonymous:${address}`, app.settings.rateLimitPerMinute);
}

/** Forgets all counts of the general limit (the dev settings route changed it). */
export async function resetRateLimits(app: AppContext): Promise<void> {
  await app.throttles.clearPrefix(PREFIX);
}
