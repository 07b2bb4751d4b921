import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@adlens/shared-contracts/platform';
import { type Release, integrityOf, readRelease, releaseDir } from '../pins/releases';
import { runtimeRangeOfBuild } from '../pins/runtime-version';
import { sharedOfBuild } from '../pins/shared-facts';
import { ReleaseError } from './next-version';

export interface ReleaseInput {
  releasesDir: string;
  remote: RemoteName;
  version: string;
  /** The remote's build output (`dist/`). */
  dist: string;
  /** The contract range the remote was built against, e.g. `^0.1.0`. */
  contract: string;
  /** The git commit the build came from. */
  commit: string;
  /** Published releases are immutable; local ones (`pnpm build`) are rewritten on every build. */
  kind: 'published' | 'local';
}

export type WriteOutcome = 'written' | 'kept-published';

/**
 * Writes `.releases/<remote>/<version>/` (the build plus `release.json`). A published version is
 * never overwritten: a published release refuses, a local one keeps the published folder.
 * The folder is filled beside its final place and renamed, so no one serves half a release.
 */
export function writeRelease(input: ReleaseInput): WriteOutcome {
  const { releasesDir, remote, version, dist, kind } = input;
  const target = releaseDir(releasesDir, remote, version);
  if (existsSync(target)) {
    if (kind === 'published') {
      throw new ReleaseError(`${remote}@${version} already exists; a release is never overwritten`);
    }
    if (readRelease(releasesDir, remote, version)?.kind === 'published') return 'kept-published';
  }
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new ReleaseError(`${remote}: no build in ${dist}`);
  }
  const staging = `${target}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dist, staging, { recursive: true });
  const runtime = runtimeRangeOfBuild(staging);
  const shared = sharedOfBuild(staging);
  const release: Release = {
    name: remote,
    version,
    contract: input.contract,
    ...(runtime ? { runtime } : {}),
    ...(shared ? { shared } : {}),
    integrity: integrityOf(path.join(staging, 'remoteEntry.js')),
    builtAt: new Date().toISOString(),
    commit: input.commit,
    kind,
  };
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return 'written';
}
