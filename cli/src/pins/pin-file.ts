import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTRACT_VERSION,
  type PinSet,
  type RemoteName,
  isContractCompatible,
  isSameContractLine,
  pinSetSchema,
  singletonRefusal,
} from '@adlens/shared-contracts/platform';
import { readRelease, releaseFolderName, releaseIntegrityMatches } from './releases';
import { hostRuntimeVersion } from './runtime-version';
import { hostSingletons, singletonRangesOf } from './shared-facts';

export class PinError extends Error {
  override readonly name = 'PinError';
}

export const ENVIRONMENT_NAMES = ['development', 'staging', 'production'] as const;

export function pinFilePath(environmentsDir: string, environment: string): string {
  if (!(ENVIRONMENT_NAMES as readonly string[]).includes(environment)) {
    throw new PinError(
      `Unknown environment "${environment}" (one of ${ENVIRONMENT_NAMES.join(', ')})`,
    );
  }
  return path.join(environmentsDir, `${environment}.json`);
}

export function readPinSet(file: string): PinSet {
  return pinSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Written beside and renamed over, so the server never reads half a pin file. */
export function writePinSet(file: string, pinSet: PinSet): void {
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(pinSetSchema.parse(pinSet), null, 2)}\n`);
  renameSync(next, file);
}

/**
 * Checks a release before it may be pinned: it exists, is intact, fits the host's contract, can
 * run on the host's federation runtime and needs no newer singleton than the host provides
 * (`hostProvides`, read only for a release that records its singletons).
 */
export function checkRelease(
  releasesDir: string,
  remote: RemoteName,
  version: string,
  hostRuntime: string = hostRuntimeVersion(),
  hostProvides: () => Record<string, string> = hostSingletons,
) {
  const release = readRelease(releasesDir, remote, version);
  if (!release) throw new PinError(`No release ${remote}@${version}`);
  if (!releaseIntegrityMatches(releasesDir, release)) {
    throw new PinError(
      `${remote}@${version}: remoteEntry.js does not match its recorded integrity`,
    );
  }
  // The singletons first: for a contract major their message names the fix.
  const singletons = singletonRangesOf(release.shared);
  if (Object.keys(singletons).length > 0) {
    const refusal = singletonRefusal({ ...release, singletons }, hostProvides());
    if (refusal) throw new PinError(refusal);
  }
  if (!isSameContractLine(release.contract, CONTRACT_VERSION)) {
    throw new PinError(
      `${remote}@${version} was built against contract ${release.contract}; the host has ${CONTRACT_VERSION}`,
    );
  }
  if (release.runtime && !isContractCompatible(release.runtime, hostRuntime)) {
    throw new PinError(
      `${remote}@${version} was built with federation runtime ${release.runtime}; the host runs ${hostRuntime}`,
    );
  }
  return release;
}

export interface PinChange {
  remote: RemoteName;
  version: string;
  by: string;
  at?: Date;
  /** Recorded in the history when not a plain pin, e.g. `promote from staging`. */
  reason?: string;
}

/** Returns the pin set with `remote` pinned to `version`, the change recorded in its history. */
export function pinRemote(pinSet: PinSet, releasesDir: string, change: PinChange): PinSet {
  const release = checkRelease(releasesDir, change.remote, change.version);
  const current = pinSet.remotes.find((pin) => pin.name === change.remote);
  const pin = {
    name: change.remote,
    version: release.version,
    entry: `/remotes/${releaseFolderName(change.remote)}/${release.version}/mf-manifest.json`,
    integrity: release.integrity,
    contract: release.contract,
    ...(release.runtime ? { runtime: release.runtime } : {}),
    ...(release.shared ? { singletons: singletonRangesOf(release.shared) } : {}),
  };
  return {
    ...pinSet,
    remotes: current
      ? pinSet.remotes.map((existing) => (existing.name === change.remote ? pin : existing))
      : [...pinSet.remotes, pin],
    history: [
      ...pinSet.history,
      {
        at: (change.at ?? new Date()).toISOString(),
        by: change.by,
        remote: change.remote,
        from: current?.version ?? null,
        to: release.version,
        ...(release.commit ? { commit: release.commit } : {}),
        ...(change.reason ? { reason: change.reason } : {}),
      },
    ],
  };
}

/** The version `remote` had before its last change, from the history. */
export function previousVersion(pinSet: PinSet, remote: RemoteName): string {
  // Canary starts, widenings and aborts leave the pin as it was.
  const last = pinSet.history
    .filter((entry) => entry.remote === remote && (!entry.canary || entry.canary === 'promote'))
    .at(-1);
  if (!last?.from) throw new PinError(`No earlier pin of ${remote} to roll back to`);
  return last.from;
}

/** Problems of every pin whose entry is a local release (absolute URLs are left to their CDN). */
export function verifyPinSet(pinSet: PinSet, releasesDir: string): string[] {
  const problems: string[] = [];
  for (const pin of pinSet.remotes) {
    if (!pin.entry.startsWith('/remotes/')) continue;
    try {
      const release = checkRelease(releasesDir, pin.name, pin.version);
      if (pin.integrity && pin.integrity !== release.integrity) {
        problems.push(`${pin.name}@${pin.version}: pinned integrity differs from the release`);
      }
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}
