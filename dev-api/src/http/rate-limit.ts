import type { AppContext } from './app-context';
import { fail } from './api-failure';
import { FailureWindow } from './failure-window';

const WINDOW_MS = 60_000;
const windows = new WeakMap<AppContext, FailureWindow>();

/**
 * The general limit: requests per key (`token:...` on signed-in routes, `address:...` on public
 * ones) in fixed one-minute windows; over it answers 429 REDIRECT to REQUEST_LIMIT.
 */
export function checkRateLimit(app: AppContext, key: string): void {
  const limit = app.settings.rateLimitPerMinute;
  if (limit <= 0) return;
  let perKey = windows.get(app);
  if (perKey?.limit !== limit) {
    perKey = new FailureWindow(limit, WINDOW_MS);
    windows.set(app, perKey);
  }
  const now = app.now().getTime();
  if (perKey.record(key, now) > limit) throw fail.rateLimited(perKey.heldFor(key, now));
}

/** Forgets all windows (used when the limit setting changes). */
export function resetRateLimits(app: AppContext): void {
  windows.delete(app);
}
