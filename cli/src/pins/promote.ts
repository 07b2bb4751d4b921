import type { PinSet, RemoteName } from '@adlens/shared-contracts/platform';
import { PinError, type PinChange, pinRemote, verifyPinSet } from './pin-file';

export interface PinDifference {
  remote: RemoteName;
  /** The version in the target environment, null when it pins none. */
  from: string | null;
  to: string;
}

/** What promoting `source` onto `target` would change, remote by remote. */
export function diffPinSets(source: PinSet, target: PinSet): PinDifference[] {
  return source.remotes.flatMap((pin) => {
    const current = target.remotes.find((existing) => existing.name === pin.name);
    if (current && current.version === pin.version && current.entry === pin.entry) return [];
    return [{ remote: pin.name, from: current?.version ?? null, to: pin.version }];
  });
}

/**
 * `target` with every pin of `source` copied, after `source` verified (each release present,
 * intact, of the host's contract). Each copied pin goes into `target`'s history.
 */
export function promotePinSet(
  source: PinSet,
  target: PinSet,
  releasesDir: string,
  change: Omit<PinChange, 'remote' | 'version'>,
): PinSet {
  const problems = verifyPinSet(source, releasesDir);
  if (problems.length > 0) {
    throw new PinError(`${source.environment} does not verify:\n${problems.join('\n')}`);
  }
  return diffPinSets(source, target).reduce(
    (next, difference) =>
      pinRemote(next, releasesDir, {
        ...change,
        remote: difference.remote,
        version: difference.to,
        reason: `promote from ${source.environment}`,
      }),
    target,
  );
}
