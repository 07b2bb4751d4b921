import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSeededDatabase } from './create-database';
import { openDatabase } from './open-database';
import { seedCacheEntry, seedSourceDigest, storeSeed } from './seed-cache';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'adlens-seed-cache-test-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** An embedded database holding one marker row, closed: what a seeded folder is to the cache. */
async function markedFolder(dir: string, marker: string) {
  const db = await openDatabase({ dataDir: dir });
  await db.exec(`CREATE TABLE marker (name text); INSERT INTO marker VALUES ('${marker}')`);
  await db.close();
}

test('a stored seed is copied into a new server folder instead of being seeded again', async () => {
  const cacheDir = path.join(work, 'cache');
  const seedDay = new Date('2026-11-20T00:00:00Z');
  await markedFolder(path.join(work, 'seeded'), 'from the cache');
  await storeSeed(
    seedCacheEntry(cacheDir, 'tiny', '2026-11-20', seedSourceDigest()),
    path.join(work, 'seeded'),
  );

  const db = await createSeededDatabase(path.join(work, 'server'), {
    size: 'tiny',
    seedDay,
    seedCacheDir: cacheDir,
  });
  try {
    // A fresh seed has no marker table; the copy has no seeded ads.
    expect(await db.query('SELECT name FROM marker')).toEqual([{ name: 'from the cache' }]);
    expect(await db.query("SELECT to_regclass('public.ads') AS ads")).toEqual([{ ads: null }]);
  } finally {
    await db.close();
  }
});

test('a copy is named after the size, the day and the sources, tests aside', async () => {
  const root = path.join(work, 'repo');
  await mkdir(path.join(root, 'dev-api/src/seed'), { recursive: true });
  await mkdir(path.join(root, 'shared-contracts/src'), { recursive: true });
  await writeFile(path.join(root, 'dev-api/src/seed/seed.ts'), 'export const ads = 1;');
  await writeFile(path.join(root, 'shared-contracts/src/index.ts'), 'export {};');
  const before = seedSourceDigest(root);

  await writeFile(path.join(root, 'dev-api/src/seed/seed.test.ts'), 'test("x", () => {});');
  expect(seedSourceDigest(root)).toBe(before);
  await writeFile(path.join(root, 'shared-contracts/src/index.ts'), 'export const added = 1;');
  const changed = seedSourceDigest(root);
  expect(changed).not.toBe(before);

  const names = [
    seedCacheEntry('/c', 'tiny', '2026-11-20', changed),
    seedCacheEntry('/c', 'small', '2026-11-20', changed),
    seedCacheEntry('/c', 'tiny', '2026-11-21', changed),
    seedCacheEntry('/c', 'tiny', '2026-11-20', before),
  ];
  expect(new Set(names).size).toBe(names.length);
});

test('storing a copy twice keeps one, and copies older than a day are swept', async () => {
  const cacheDir = path.join(work, 'cache');
  const stale = path.join(cacheDir, 'full-2026-11-01-old');
  await mkdir(stale, { recursive: true });
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
  await utimes(stale, twoDaysAgo, twoDaysAgo);
  const folder = path.join(work, 'seeded');
  await mkdir(folder);
  await writeFile(path.join(folder, 'PG_VERSION'), '17');

  const entry = seedCacheEntry(cacheDir, 'tiny', '2026-11-20', 'abc');
  await Promise.all([storeSeed(entry, folder), storeSeed(entry, folder)]);

  expect(await readdir(cacheDir)).toEqual([path.basename(entry)]);
  expect(await readdir(entry)).toEqual(['PG_VERSION']);
});
