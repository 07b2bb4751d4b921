import type { RumHealthRecord } from '@adlens/dev-api';
import { abortCanary } from '../pins/canary';
import { failureRate, versionHealth } from '../pins/canary-health';
import { withPinLock } from '../pins/lock';
import { readPinSet, writePinSet } from '../pins/pin-file';

export const GUARD_ACTOR = 'canary-guard';

export interface GuardCheck {
  pinFile: string;
  /** The environment whose RUM counts (the server's). */
  env: string;
  records: () => readonly RumHealthRecord[];
  now?: Date;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * Aborts every guarded canary of the pin file whose failure rate since it started is past its
 * budget over at least its minimum of sessions. The abort goes through the lock and into the
 * history with the figures behind it; the pin is untouched. Returns the history reasons written.
 */
export function checkCanaryGuards({
  pinFile,
  env,
  records,
  now = new Date(),
}: GuardCheck): string[] {
  const guarded = (readPinSet(pinFile).canaries ?? []).flatMap((canary) =>
    canary.guard ? [{ canary, guard: canary.guard }] : [],
  );
  if (guarded.length === 0) return [];
  const received = records();
  const aborted: string[] = [];
  for (const { canary, guard } of guarded) {
    const health = versionHealth(received, canary.version, {
      env,
      remote: canary.name,
      since: Date.parse(canary.startedAt),
      until: now.getTime(),
    });
    const rate = failureRate(health);
    if (health.sessions < guard.minSessions || rate <= guard.maxFailureRate) continue;
    const reason = `guard: ${canary.name}@${canary.version} failure rate ${percent(rate)} (${health.sessionsWithFallback}/${health.sessions} sessions showed the fallback) is past the budget of ${percent(guard.maxFailureRate)}`;
    withPinLock(pinFile, () => {
      const current = readPinSet(pinFile);
      // A canary changed since it was read (aborted, promoted, restarted) is not this one.
      const still = current.canaries?.find(
        (candidate) =>
          candidate.name === canary.name &&
          candidate.version === canary.version &&
          candidate.startedAt === canary.startedAt,
      );
      if (!still) return;
      writePinSet(
        pinFile,
        abortCanary(current, { remote: canary.name, by: GUARD_ACTOR, at: now, reason }),
      );
      aborted.push(reason);
    });
  }
  return aborted;
}

/** Runs the guard every `intervalMs`; a failed check is logged and the next one runs anyway. */
export function scheduleCanaryGuard(check: () => string[], intervalMs: number): () => void {
  const timer = setInterval(() => {
    try {
      for (const reason of check()) console.log(`[canary] aborted: ${reason}`);
    } catch (error) {
      console.error('[canary] guard check failed:', error instanceof Error ? error.message : error);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
