import {
  DEFAULT_RETRY_SCHEDULE,
  isRetryableStatus,
  parseRetryAfter,
  retryDelayMs,
} from './retry-schedule';

describe('retryDelayMs', () => {
  it('backs off by a factor of 4 from 30 s, capped at an hour, for six attempts', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) =>
      retryDelayMs(attempt, DEFAULT_RETRY_SCHEDULE),
    );
    expect(delays).toEqual([30_000, 120_000, 480_000, 1_920_000, 3_600_000, null]);
  });

  it('waits longer when the receiver asks for it, never past the cap', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, 90_000)).toBe(90_000);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, 5_000)).toBe(30_000);
    expect(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, 86_400_000)).toBe(3_600_000);
  });

  it('follows a given schedule', () => {
    const schedule = { baseMs: 10, capMs: 100, maxAttempts: 3 };
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, schedule))).toEqual([10, 40, null]);
  });
});

describe('isRetryableStatus', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });
  it.each([301, 302, 307, 400, 401, 403, 404, 410, 422])('gives up on %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
