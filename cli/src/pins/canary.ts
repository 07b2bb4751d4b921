import type { Canary, PinSet, RemoteName } from '@adlens/shared-contracts/platform';
import { PinError, checkRelease, pinRemote } from './pin-file';
import { releaseFolderName } from './releases';

export interface CanaryChange {
  remote: RemoteName;
  by: string;
  at?: Date;
}

export type CanaryGuard = NonNullable<Canary['guard']>;

/** `--percent N`: a whole share of the browser buckets, 1 to 100. */
export function parsePercent(value: string | undefined): number {
  const percent = Number(value);
  if (!value || !Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new PinError(`--percent must be a whole number from 1 to 100 (got ${value ?? 'none'})`);
  }
  return percent;
}

/** `--max-failure-rate 0.05 --min-sessions 20`, both or neither. */
export function parseGuard(
  maxFailureRate: string | undefined,
  minSessions: string | undefined,
): CanaryGuard | undefined {
  if (maxFailureRate === undefined && minSessions === undefined) return undefined;
  const rate = Number(maxFailureRate);
  const sessions = Number(minSessions);
  if (maxFailureRate === undefined || !(rate >= 0 && rate <= 1)) {
    throw new PinError('--max-failure-rate must be a share from 0 to 1, e.g. 0.05');
  }
  if (minSessions === undefined || !Number.isInteger(sessions) || sessions < 1) {
    throw new PinError('--min-sessions must be a whole number of at least 1');
  }
  return { maxFailureRate: rate, minSessions: sessions };
}

export function findCanary(pinSet: PinSet, remote: RemoteName): Canary | undefined {
  return pinSet.canaries?.find((canary) => canary.name === remote);
}

function pinOf(pinSet: PinSet, remote: RemoteName) {
  const pin = pinSet.remotes.find((existing) => existing.name === remote);
  if (!pin) throw new PinError(`${remote} has no pin to run a canary beside`);
  return pin;
}

function requireCanary(pinSet: PinSet, remote: RemoteName): Canary {
  const canary = findCanary(pinSet, remote);
  if (!canary) throw new PinError(`${pinSet.environment} runs no canary of ${remote}`);
  return canary;
}

function withCanaries(pinSet: PinSet, canaries: Canary[]): PinSet {
  const { canaries: _dropped, ...rest } = pinSet;
  return canaries.length > 0 ? { ...rest, canaries } : rest;
}

/**
 * Starts a canary of `version` beside the pin of `remote`, served to `percent` % of the buckets.
 * The release is checked like a pin (present, intact, of the host's contract). A running canary
 * of the remote must be aborted or promoted first: one canary per remote.
 */
export function startCanary(
  pinSet: PinSet,
  releasesDir: string,
  change: CanaryChange & { version: string; percent: number; guard?: CanaryGuard },
): PinSet {
  const pin = pinOf(pinSet, change.remote);
  const running = findCanary(pinSet, change.remote);
  if (running) {
    throw new PinError(
      `${change.remote}@${running.version} is already a canary at ${running.percent} %; widen, promote or abort it first`,
    );
  }
  if (pin.version === change.version) {
    throw new PinError(`${change.remote}@${change.version} is the pin itself`);
  }
  const release = checkRelease(releasesDir, change.remote, change.version);
  const at = (change.at ?? new Date()).toISOString();
  const canary: Canary = {
    name: change.remote,
    version: release.version,
    entry: `/remotes/${releaseFolderName(change.remote)}/${release.version}/mf-manifest.json`,
    integrity: release.integrity,
    contract: release.contract,
    percent: change.percent,
    startedAt: at,
    ...(change.guard ? { guard: change.guard } : {}),
  };
  return {
    ...withCanaries(pinSet, [...(pinSet.canaries ?? []), canary]),
    history: [
      ...pinSet.history,
      {
        at,
        by: change.by,
        remote: change.remote,
        from: pin.version,
        to: release.version,
        ...(release.commit ? { commit: release.commit } : {}),
        canary: 'start',
        percent: change.percent,
        ...(change.guard
          ? {
              reason: `guard: abort past ${change.guard.maxFailureRate} failure rate over ${change.guard.minSessions} sessions`,
            }
          : {}),
      },
    ],
  };
}

/** Serves the running canary to `percent` % of the buckets (the buckets it had keep it when widened). */
export function widenCanary(
  pinSet: PinSet,
  change: CanaryChange & { percent: number; guard?: CanaryGuard },
): PinSet {
  const canary = requireCanary(pinSet, change.remote);
  const pin = pinOf(pinSet, change.remote);
  const next: Canary = {
    ...canary,
    percent: change.percent,
    ...(change.guard ? { guard: change.guard } : {}),
  };
  return {
    ...withCanaries(
      pinSet,
      (pinSet.canaries ?? []).map((existing) => (existing === canary ? next : existing)),
    ),
    history: [
      ...pinSet.history,
      {
        at: (change.at ?? new Date()).toISOString(),
        by: change.by,
        remote: change.remote,
        from: pin.version,
        to: canary.version,
        canary: 'widen',
        percent: change.percent,
        reason: `${canary.percent} % -> ${change.percent} %`,
      },
    ],
  };
}

/** Removes the canary; the pin is untouched and serves every bucket from the next page load. */
export function abortCanary(pinSet: PinSet, change: CanaryChange & { reason?: string }): PinSet {
  const canary = requireCanary(pinSet, change.remote);
  const pin = pinOf(pinSet, change.remote);
  return {
    ...withCanaries(
      pinSet,
      (pinSet.canaries ?? []).filter((existing) => existing !== canary),
    ),
    history: [
      ...pinSet.history,
      {
        at: (change.at ?? new Date()).toISOString(),
        by: change.by,
        remote: change.remote,
        from: pin.version,
        to: canary.version,
        canary: 'abort',
        percent: 0,
        ...(change.reason ? { reason: change.reason } : {}),
      },
    ],
  };
}

/**
 * Makes the canary the pin (checked again, as any pin) and removes it: every bucket gets its
 * release. A rollback after this goes back to the pin it replaced.
 */
export function promoteCanary(pinSet: PinSet, releasesDir: string, change: CanaryChange): PinSet {
  const canary = requireCanary(pinSet, change.remote);
  const pinned = pinRemote(pinSet, releasesDir, {
    ...change,
    version: canary.version,
    reason: `promote canary (${canary.percent} %)`,
  });
  const history = pinned.history.map((entry, index) =>
    index === pinned.history.length - 1
      ? { ...entry, canary: 'promote' as const, percent: 100 }
      : entry,
  );
  return {
    ...withCanaries(
      pinned,
      (pinned.canaries ?? []).filter((existing) => existing.name !== change.remote),
    ),
    history,
  };
}
