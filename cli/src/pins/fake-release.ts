import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Canary, CONTRACT_VERSION, type PinSet } from '@adlens/shared-contracts/platform';
import { type Release, integrityOf, releaseDir } from './releases';

/**
 * For tests: a release folder as a build leaves it, an entry file and its `release.json` (remote
 * search, the host's contract range and the entry's integrity unless `release` says otherwise). Returns the
 * entry's path.
 */
export function writeFakeRelease(
  releasesDir: string,
  release: Partial<Release> & Pick<Release, 'version'>,
): string {
  const name = release.name ?? 'remote_search';
  const dir = releaseDir(releasesDir, name, release.version);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, `/* ${name} ${release.version} */`);
  const written: Release = {
    name,
    contract: `^${CONTRACT_VERSION}`,
    integrity: integrityOf(entry),
    builtAt: '2026-11-01T00:00:00.000Z',
    ...release,
  };
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(written));
  return entry;
}

/**
 * For tests: a pin set with remote_search@1.0.0 pinned and 1.1.0 as its canary at half the
 * browsers; `canary` changes the canary's fields.
 */
export function fakeCanaryPinSet(
  environment: PinSet['environment'],
  canary: Partial<Canary> = {},
): PinSet {
  return {
    environment,
    remotes: [
      {
        name: 'remote_search',
        version: '1.0.0',
        entry: '/remotes/remote-search/1.0.0/mf-manifest.json',
      },
    ],
    history: [],
    canaries: [
      {
        name: 'remote_search',
        version: '1.1.0',
        entry: '/remotes/remote-search/1.1.0/mf-manifest.json',
        percent: 50,
        startedAt: '2026-11-24T10:00:00.000Z',
        ...canary,
      },
    ],
  };
}
