import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { folderOfRemote, type RemoteName, REMOTE_NAMES } from '@adlens/shared-contracts/platform';
import { z } from 'zod';
import { sharedFactSchema } from './shared-facts';

/** `release.json`, written beside every release folder's files by `pnpm release` or `pnpm build`. */
export const releaseSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  contract: z.string(),
  /** Range of the federation runtime the build used (`^2.9.2`); older releases do not record it. */
  runtime: z.string().optional(),
  /**
   * Every module the build shares: the version built against, the range required, whether it is a
   * singleton (decision 0053). Older releases do not record it and are not checked.
   */
  shared: z.array(sharedFactSchema).optional(),
  integrity: z.string(),
  builtAt: z.string(),
  /** The git commit the release was built from (the pin matrix rebuilds older releases from it). */
  commit: z.string().optional(),
  /** `published` by `pnpm release` (immutable) or `local` by `pnpm build` (rewritten each build). */
  kind: z.enum(['published', 'local']).optional(),
});
export type Release = z.infer<typeof releaseSchema>;

/** Folder names of releases: a remote's releases live in its package folder's name (REMOTES). */
export function releaseFolderName(remote: RemoteName): string {
  return folderOfRemote(remote);
}

export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

export function releaseDir(releasesDir: string, remote: RemoteName, version: string): string {
  return path.join(releasesDir, releaseFolderName(remote), version);
}

export function readRelease(
  releasesDir: string,
  remote: RemoteName,
  version: string,
): Release | null {
  const file = path.join(releaseDir(releasesDir, remote, version), 'release.json');
  if (!existsSync(file)) return null;
  return releaseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Recomputes the entry's hash: a release whose files changed after publishing is refused. */
export function releaseIntegrityMatches(releasesDir: string, release: Release): boolean {
  const entry = path.join(releaseDir(releasesDir, release.name, release.version), 'remoteEntry.js');
  return existsSync(entry) && integrityOf(entry) === release.integrity;
}

export function listReleases(releasesDir: string): Release[] {
  const releases: Release[] = [];
  for (const remote of REMOTE_NAMES) {
    const folder = path.join(releasesDir, releaseFolderName(remote));
    if (!existsSync(folder)) continue;
    for (const version of readdirSync(folder)) {
      const release = readRelease(releasesDir, remote, version);
      if (release) releases.push(release);
    }
  }
  return releases;
}
