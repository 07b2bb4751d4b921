import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * `<remote>/releases.json`, committed with the remote: every published version and the commit it
 * was built from, so that any clone can rebuild an older release (the pin matrix does).
 */
const releaseLogSchema = z.object({
  releases: z.array(
    z.object({
      version: z.string(),
      commit: z.string(),
      contract: z.string(),
      builtAt: z.string(),
    }),
  ),
});
export type ReleaseLog = z.infer<typeof releaseLogSchema>;
export type ReleaseLogEntry = ReleaseLog['releases'][number];

export function releaseLogPath(packageDir: string): string {
  return path.join(packageDir, 'releases.json');
}

export function readReleaseLog(packageDir: string): ReleaseLog {
  const file = releaseLogPath(packageDir);
  if (!existsSync(file)) return { releases: [] };
  return releaseLogSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function appendReleaseLog(packageDir: string, entry: ReleaseLogEntry): void {
  const log = readReleaseLog(packageDir);
  const next = { releases: [...log.releases.filter((e) => e.version !== entry.version), entry] };
  writeFileSync(releaseLogPath(packageDir), `${JSON.stringify(next, null, 2)}\n`);
}

/** The release published before `current`: what the pin matrix runs the current host against. */
export function previousRelease(log: ReleaseLog, current: string): ReleaseLogEntry | null {
  const index = log.releases.findIndex((entry) => entry.version === current);
  const before = index >= 0 ? log.releases.slice(0, index) : log.releases;
  return before.at(-1) ?? null;
}
