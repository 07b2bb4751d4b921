#!/usr/bin/env node
// Copies each built remote into its immutable release folder `.releases/<remote>/<version>/`
// with a `release.json` (integrity of the entry, contract range it was built against).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR, REMOTE_PACKAGES, ROOT } from './workspace.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const contractVersion = readJson(path.join(ROOT, 'shared-contracts', 'package.json')).version;

export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

for (const remote of REMOTE_PACKAGES) {
  const packageDir = path.join(ROOT, remote);
  const dist = path.join(packageDir, 'dist');
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
    console.error(`${remote}: no build in ${dist}; run its build first`);
    process.exit(1);
  }
  const { version } = readJson(path.join(packageDir, 'package.json'));
  const target = path.join(RELEASES_DIR, remote, version);
  // Local releases are rebuilt on every run; published ones are never overwritten (see the pin CLI).
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const release = {
    name: remote.replace('-', '_'),
    version,
    contract: `^${contractVersion}`,
    integrity: integrityOf(path.join(target, 'remoteEntry.js')),
    builtAt: new Date().toISOString(),
  };
  writeFileSync(path.join(target, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  console.log(`released ${remote}@${version} -> ${path.relative(ROOT, target)}`);
}
