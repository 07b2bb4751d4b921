import type { AppContext } from './app-context';
import { fail } from './api-failure';

const WINDOW_MS = 60_000;
const windows = new WeakMap<AppContext, Map<string, { start: number; count: number }>>();

/** Fixed one-minute window per token; over the limit answers REDIRECT to REQUEST_LIMIT. */
export function checkRateLimit(app: AppContext, token: string): void {
  const limit = app.settings.rateLimitPerMinute;
  if (limit <= 0) return;
  const now = app.now().getTime();
  const perToken = windows.get(app) ?? new Map<string, { start: number; count: number }>();
  windows.set(app, perToken);
  const current = perToken.get(token);
  if (!current || now - current.start >= WINDOW_MS) {
    perToken.set(token, { start: now, count: 1 });
    return;
  }
  current.count += 1;
  if (current.count > limit) throw fail.rateLimited();
}

/** Forgets all windows (used when the limit setting changes). */
export function resetRateLimits(app: AppContext): void {
  windows.delete(app);
}
