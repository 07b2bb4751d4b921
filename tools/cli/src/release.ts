// Copies each built remote into its release folder `.releases/<remote>/<version>/` with a
// `release.json` (integrity of the entry, contract range it was built against).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@adlens/shared-contracts';
import { type Release, integrityOf, releaseDir, releaseFolderName } from './pins/releases';
import { RELEASES_DIR, ROOT } from './workspace.mjs';

function versionOf(packageDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest && 'version' in manifest) {
    return String(manifest.version);
  }
  throw new Error(`${packageDir}/package.json has no version`);
}

const contractVersion = versionOf(path.join(ROOT, 'shared-contracts'));

for (const remote of REMOTE_NAMES) {
  const packageDir = path.join(ROOT, releaseFolderName(remote));
  const dist = path.join(packageDir, 'dist');
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
    console.error(`${remote}: no build in ${dist}; run its build first`);
    process.exit(1);
  }
  const version = versionOf(packageDir);
  const target = releaseDir(RELEASES_DIR, remote, version);
  // Local releases are rebuilt on every build; the pin CLI refuses a release whose files changed.
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const release: Release = {
    name: remote,
    version,
    contract: `^${contractVersion}`,
    integrity: integrityOf(path.join(target, 'remoteEntry.js')),
    builtAt: new Date().toISOString(),
  };
  writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  console.log(`released ${remote}@${version} -> ${path.relative(ROOT, target)}`);
}
