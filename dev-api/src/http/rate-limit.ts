import type { AppContext } from './app-context';
import { fail } from './api-failure';

const WINDOW_MS = 60_000;
const PREFIX = 'rate:';

/**
 * The general limit: requests per key (`token:...` on signed-in routes, `address:...` on public
 * ones) in fixed one-minute windows; over it answers 429 REDIRECT to REQUEST_LIMIT. The limit is
 * part of the count's key, so a changed setting starts new counts as it always did.
 */
export async function checkRateLimit(app: AppContext, key: string): Promise<void> {
  const limit = app.settings.rateLimitPerMinute;
  if (limit <= 0) return;
  const counted = await app.throttles.add(`${PREFIX}${limit}:${key}`, WINDOW_MS);
  if (counted.count > limit) throw fail.rateLimited(counted.endsInMs);
}

/** Forgets all counts of the general limit (the dev settings route changed it). */
export async function resetRateLimits(app: AppContext): Promise<void> {
  await app.throttles.clearPrefix(PREFIX);
}
