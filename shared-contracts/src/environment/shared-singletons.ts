import { z } from 'zod/mini';
import { isContractCompatible, isValidContractRange } from '../contract-compat';

/**
 * The singletons a release consumes from the share scope (decision 0053): share key to the range
 * its build requires, e.g. `{ "@adlens/shared-contracts/react": "^1.1.0" }`. Only one copy of each
 * exists on a page and the host provides it, so the host's version must satisfy every range.
 */
export const singletonRangesSchema = z.record(
  z.string(),
  z
    .string()
    .check(
      z.refine(isValidContractRange, { error: 'a range must be x.y.z, ^x.y.z, ~x.y.z or >=x.y.z' }),
    ),
);
export type SingletonRanges = z.infer<typeof singletonRangesSchema>;

/** The package a share key belongs to: `@adlens/shared-ui` for `@adlens/shared-ui/charts`, `react` for `react/`. */
function packageOfShareKey(key: string): string {
  const parts = key.split('/').filter(Boolean);
  return (key.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Whether a release built against contract `range` runs on a host of contract `version`: the same
 * compatible line either way (`^0.1.1` on 0.1.0, `^1.2.0` on 1.0.0), since the core a release uses
 * is its own copy when newer (decision 0053) and what crosses to the host is the singletons',
 * checked by `singletonRefusal`. Another major (under `^`) is refused.
 */
export function isSameContractLine(range: string, version: string): boolean {
  return (
    isContractCompatible(range, version) ||
    (isValidContractRange(range) && isContractCompatible(`^${version}`, floorOf(range)))
  );
}

/** The lowest version a range accepts (`^1.1.0` and `>=1.1.0`: `1.1.0`). */
function floorOf(range: string): string {
  return range.replace(/^(\^|~|>=)\s*/, '').trim();
}

/**
 * Why `release` cannot run on a host providing `provided` (share key to version), or null. A
 * singleton the host does not provide is not a conflict: the release's own copy is the only one.
 */
export function singletonRefusal(
  release: { name: string; version: string; singletons?: SingletonRanges },
  provided: Readonly<Record<string, string>>,
): string | null {
  for (const [key, range] of Object.entries(release.singletons ?? {})) {
    const hostVersion = provided[key];
    if (hostVersion === undefined || isContractCompatible(range, hostVersion)) continue;
    const needed = packageOfShareKey(key);
    return `${release.name}@${release.version} needs ${key} ${range} (one instance per page); the host provides ${hostVersion}: release the host with ${needed} >= ${floorOf(range)} first`;
  }
  return null;
}
