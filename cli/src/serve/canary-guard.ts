import type { Queryable } from '@adlens/dev-api';
import { REMOTE_FAILURE_KINDS } from '@adlens/shared-contracts';
import { type PinSet, REMOTE_NAMES } from '@adlens/shared-contracts/platform';
import { abortCanary } from '../pins/canary';
import { canaryFigures } from '../pins/canary-figures';
import {
  type CanaryFigures,
  type VersionHealth,
  failureRate,
  unverifiedSpike,
} from '../pins/canary-health';
import { withPinLock } from '../pins/lock';
import { readPinSet, writePinSet } from '../pins/pin-file';

export const GUARD_ACTOR = 'canary-guard';

export interface GuardCheck {
  pinFile: string;
  /** The environment whose health records count (the server's). */
  env: string;
  db: Queryable;
  now?: Date;
}

export interface GuardOutcome {
  /** The history reasons of the canaries aborted. */
  aborted: string[];
  /** Spikes of unverifiable reports: said, never acted on. */
  alerts: string[];
  /** Every canary run of the pin file, running or ended, as `pnpm pins canary-report` shows it. */
  figures: CanaryFigures[];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
/** A history line names this many sessions; the rest are counted. */
const NAMED_SESSIONS = 12;

function evidence(health: VersionHealth): string {
  const kinds = REMOTE_FAILURE_KINDS.filter((kind) => health.counts[kind].total > 0)
    .map((kind) => `${kind} ${health.counts[kind].total}`)
    .join(', ');
  const named = health.fallbackSessions.slice(0, NAMED_SESSIONS).join(' ');
  const more = health.fallbackSessions.length - NAMED_SESSIONS;
  return `counts: ${kinds || 'none'}; sessions: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * Aborts every guarded canary whose share of verified page sessions that showed the remote's
 * fallback, since it started, is past its budget over at least its minimum of sessions (decision
 * 0054). Only verified sessions count: unverifiable reports raise an alert and change nothing.
 * The abort goes through the lock and into the history naming the sessions and counts behind it.
 */
export async function checkCanaryGuards({
  pinFile,
  env,
  db,
  now = new Date(),
}: GuardCheck): Promise<GuardOutcome> {
  const pinSet = readPinSet(pinFile);
  const figuresOf = async (of: PinSet) =>
    (
      await Promise.all(REMOTE_NAMES.map((remote) => canaryFigures(db, of, env, remote, now)))
    ).filter((figures) => figures !== null);
  const outcome: GuardOutcome = { aborted: [], alerts: [], figures: await figuresOf(pinSet) };
  for (const figures of outcome.figures) {
    const { remote, canary, unverified } = figures;
    if (figures.percent !== null && unverifiedSpike(unverified, canary.sessions)) {
      outcome.alerts.push(
        `${remote}@${canary.version}: ${unverified.reports} unverifiable health reports (${unverified.failing} claiming failures) since the canary started; ignored`,
      );
    }
    const running = pinSet.canaries?.find((candidate) => candidate.name === remote);
    const guard = running?.guard;
    if (!running || !guard) continue;
    const rate = failureRate(canary);
    if (canary.sessions < guard.minSessions || rate <= guard.maxFailureRate) continue;
    const reason = `guard: ${remote}@${canary.version} failure rate ${percent(rate)} (${canary.sessionsWithFallback}/${canary.sessions} verified sessions showed the fallback) is past the budget of ${percent(guard.maxFailureRate)}; ${evidence(canary)}`;
    withPinLock(pinFile, () => {
      const current = readPinSet(pinFile);
      // A canary changed since it was read (aborted, promoted, restarted) is not this one.
      const still = current.canaries?.find(
        (candidate) =>
          candidate.name === running.name &&
          candidate.version === running.version &&
          candidate.startedAt === running.startedAt,
      );
      if (!still) return;
      writePinSet(pinFile, abortCanary(current, { remote, by: GUARD_ACTOR, at: now, reason }));
      outcome.aborted.push(reason);
    });
  }
  // What is published after an abort shows the canary ended.
  if (outcome.aborted.length > 0) outcome.figures = await figuresOf(readPinSet(pinFile));
  return outcome;
}

/**
 * Runs the guard every `intervalMs`, one check at a time; a failed check is logged and the next
 * one runs anyway. `afterCheck` hears every outcome (the server publishes the figures).
 */
export function scheduleCanaryGuard(
  check: () => Promise<GuardOutcome>,
  intervalMs: number,
  afterCheck: (outcome: GuardOutcome) => void = () => {},
): () => void {
  let running = false;
  // An alert is logged when it is new or its figures moved, not at every check.
  let alerted = new Set<string>();
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    check()
      .then((outcome) => {
        for (const reason of outcome.aborted) console.log(`[canary] aborted: ${reason}`);
        for (const alert of outcome.alerts) {
          if (!alerted.has(alert)) console.warn(`[canary] ALERT: ${alert}`);
        }
        alerted = new Set(outcome.alerts);
        afterCheck(outcome);
      })
      .catch((error: unknown) => {
        console.error(
          '[canary] guard check failed:',
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
