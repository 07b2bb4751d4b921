import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Release, integrityOf, releaseDir } from './releases';

/**
 * For tests: a release folder as a build leaves it, an entry file and its `release.json` (remote
 * search, contract ^0.1.0 and the entry's integrity unless `release` says otherwise). Returns the
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
    contract: '^0.1.0',
    integrity: integrityOf(entry),
    builtAt: '2026-11-01T00:00:00.000Z',
    ...release,
  };
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(written));
  return entry;
}
