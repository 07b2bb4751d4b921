import type { Canary, PinSet } from '@adlens/shared-contracts/platform';
import { checkRelease } from '../pins/pin-file';
import { inCanary } from './buckets';

/**
 * The pin set one browser gets (decision 0035): in a canary's bucket, the canary's release with
 * the pin as its `fallback`; elsewhere, or when the canary's release is gone or no longer passes
 * the pin checks (present, intact, of the host's contract), the pin. Canaries themselves are
 * never served.
 */
export function pinSetForBucket(
  parsed: PinSet,
  bucket: number | null,
  releasesDir: string,
): PinSet {
  const { canaries = [], ...pinSet } = parsed;
  const served: PinSet = {
    ...pinSet,
    remotes: pinSet.remotes.map((pin) => {
      const canary = canaries.find((candidate) => candidate.name === pin.name);
      if (!canary || !inCanary(bucket, canary.percent) || !servable(canary, releasesDir)) {
        return pin;
      }
      const { percent: _percent, startedAt: _startedAt, guard: _guard, ...release } = canary;
      const { fallback: _fallback, ...fallback } = pin;
      return { ...release, fallback };
    }),
  };
  return served;
}

function servable(canary: Pick<Canary, 'name' | 'version'>, releasesDir: string): boolean {
  try {
    checkRelease(releasesDir, canary.name, canary.version);
    return true;
  } catch {
    return false;
  }
}
