import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../config';

/**
 * A folder of seeded embedded databases shared by the throwaway servers of one test run (the e2e
 * servers, the pin matrix's and the skew matrix's): each of them seeded the same data for the same
 * day, about a minute of two cores apiece. The first server seeds and leaves a copy here; the others
 * copy it. A copy is named after everything that decides its bytes (decision 0073): the seed size,
 * the seed day, and the source of dev-api and the contract with the lockfile, so a change to any
 * of them seeds anew instead of serving a stale copy.
 */

/** What decides a seeded database's contents besides the size and the day. */
const SOURCE_ROOTS = ['dev-api/src', 'shared-contracts/src'];
const SOURCE_FILES = ['dev-api/package.json', 'shared-contracts/package.json', 'pnpm-lock.yaml'];
const IS_TEST = /\.test\.tsx?$/;
/** Copies older than this are swept when a new one is stored: a day's runs share one. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

function filesUnder(root: string, dir: string, into: string[]) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, relative, into);
    else if (entry.isFile() && !IS_TEST.test(entry.name)) into.push(relative);
  }
}

/** A digest of the sources that write the seed, by path and content, in a stable order. */
export function seedSourceDigest(root = repoRoot()): string {
  const files: string[] = [];
  for (const dir of SOURCE_ROOTS) filesUnder(root, dir, files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(file);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file}\0${statSync(path.join(root, file)).size}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 24);
}

export function seedCacheEntry(cacheDir: string, size: string, seedDay: string, digest: string) {
  return path.join(cacheDir, `${size}-${seedDay}-${digest}`);
}

/** Copies a stored seed into `dataDir` (emptied first); false when there is none. */
export async function restoreSeed(entry: string, dataDir: string): Promise<boolean> {
  if (!existsSync(entry)) return false;
  await rm(dataDir, { recursive: true, force: true });
  await cp(entry, dataDir, { recursive: true });
  return true;
}

async function sweepStale(cacheDir: string, keep: string) {
  for (const name of await readdir(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (entry === keep) continue;
    const { mtimeMs } = await stat(entry).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_AFTER_MS) await rm(entry, { recursive: true, force: true });
  }
}

/**
 * Stores a closed, freshly seeded `dataDir` as `entry`. It is copied beside the entry and renamed
 * into place, so a server starting at the same moment never copies half of one; when another
 * server stored it first, that copy serves.
 */
export async function storeSeed(entry: string, dataDir: string): Promise<void> {
  const cacheDir = path.dirname(entry);
  await mkdir(cacheDir, { recursive: true });
  const building = await mkdtemp(path.join(cacheDir, '.building-'));
  try {
    await cp(dataDir, path.join(building, 'data'), { recursive: true });
    await rename(path.join(building, 'data'), entry).catch((error: unknown) => {
      if (!existsSync(entry)) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await sweepStale(cacheDir, entry);
}
