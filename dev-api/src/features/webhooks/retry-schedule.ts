/**
 * When a failed delivery is tried again (decision 0031): exponential backoff, factor 4, from
 * `baseMs` after the first failure up to `capMs`, for at most `maxAttempts` attempts in all.
 */
export interface RetrySchedule {
  baseMs: number;
  capMs: number;
  maxAttempts: number;
}

/** 30 s, 2 min, 8 min, 32 min, 1 h: six attempts over about 1 h 43 min. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  maxAttempts: 6,
};

const FACTOR = 4;

/**
 * The wait after attempt number `attempt` failed, or null when no attempt is left. A receiver's
 * Retry-After (429, 503) is honoured when it asks for longer, up to the cap.
 */
export function retryDelayMs(
  attempt: number,
  schedule: RetrySchedule,
  retryAfterMs: number | null = null,
): number | null {
  if (attempt >= schedule.maxAttempts) return null;
  const backoff = Math.min(schedule.baseMs * FACTOR ** (attempt - 1), schedule.capMs);
  return retryAfterMs === null
    ? backoff
    : Math.max(backoff, Math.min(retryAfterMs, schedule.capMs));
}

/** Whether an answer may pass on a later try: overload and server faults, not refusals. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
