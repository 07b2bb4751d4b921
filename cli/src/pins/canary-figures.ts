import {
  type Queryable,
  type HealthQuery,
  readSessionHealth,
  readUnverifiedHealth,
} from '@adlens/dev-api';
import type { PinSet, RemoteName } from '@adlens/shared-contracts/platform';
import { type CanaryFigures, versionHealth } from './canary-health';
import { findCanary } from './canary';

/** The running canary of `remote`, or its last run from the history: versions and window. */
export function canaryRun(pinSet: PinSet, remote: RemoteName) {
  const canary = findCanary(pinSet, remote);
  if (canary) {
    const pin = pinSet.remotes.find((existing) => existing.name === remote);
    return {
      version: canary.version,
      pinVersion: pin?.version ?? '',
      startedAt: canary.startedAt,
      endedAt: undefined,
      percent: canary.percent,
    };
  }
  const entries = pinSet.history.filter((entry) => entry.remote === remote && entry.canary);
  const start = entries.findLast((entry) => entry.canary === 'start');
  if (!start) return null;
  const end = entries.find(
    (entry) => entry.at >= start.at && (entry.canary === 'abort' || entry.canary === 'promote'),
  );
  return {
    version: start.to,
    pinVersion: start.from ?? '',
    startedAt: start.at,
    endedAt: end?.at,
    percent: null,
  };
}

/**
 * The canary of `remote` beside its pin over the canary's run (start to now, or to its end), from
 * the verified health records; null when the environment ran no canary of it.
 */
export async function canaryFigures(
  db: Queryable,
  pinSet: PinSet,
  env: string,
  remote: RemoteName,
  now: Date,
): Promise<CanaryFigures | null> {
  const run = canaryRun(pinSet, remote);
  if (!run) return null;
  const window: HealthQuery = {
    env,
    remote,
    since: Date.parse(run.startedAt),
    until: run.endedAt ? Date.parse(run.endedAt) : now.getTime(),
  };
  const [canary, pin, unverified] = await Promise.all([
    readSessionHealth(db, run.version, window),
    readSessionHealth(db, run.pinVersion, window),
    readUnverifiedHealth(db, window),
  ]);
  return {
    env,
    remote,
    canaryVersion: run.version,
    pinVersion: run.pinVersion,
    percent: run.percent,
    window,
    canary: versionHealth(run.version, canary),
    pin: versionHealth(run.pinVersion, pin),
    unverified,
  };
}
