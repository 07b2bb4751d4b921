import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isoDay, seedDayOf } from '../seed/reference-date';
import { seedDatabase } from '../seed/seed';
import type { SeedSize } from '../seed/seed-size';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { migrate } from './migrate';
import { restoreSeed, seedCacheEntry, seedSourceDigest, storeSeed } from './seed-cache';

export interface CreateOptions {
  size?: SeedSize;
  /** A PostgreSQL server to use instead of the embedded engine in `dataDir`. */
  databaseUrl?: string | undefined;
  /** The day the seed's dates count back from; default today (UTC). */
  seedDay?: Date | undefined;
  /**
   * A folder of seeded copies shared by a test run's throwaway servers (seed-cache.ts, decision
   * 0073): an embedded database is copied from there when its seed is stored, and stored after
   * seeding otherwise. Never in production (cli/src/serve/production-refusals.ts).
   */
  seedCacheDir?: string | undefined;
}

export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db
    .query(
      "SELECT to_regclass('public.ads') IS NOT NULL AND EXISTS (SELECT 1 FROM schema_migrations) AS seeded",
    )
    .catch(() => [{ seeded: false }]);
  return row?.seeded === true;
}

/**
 * Creates a fresh database, migrated and seeded: in `dataDir` (emptied first) or, with
 * `databaseUrl`, in that server's `public` schema, which is dropped and created anew.
 */
export async function createSeededDatabase(
  dataDir: string,
  options: CreateOptions = {},
): Promise<Database> {
  const size = options.size ?? 'full';
  const seedDay = options.seedDay ?? seedDayOf();
  if (options.databaseUrl) {
    const db = await openDatabase({ databaseUrl: options.databaseUrl });
    await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    await seedDatabase(db, size, seedDay);
    return db;
  }
  const cached = options.seedCacheDir
    ? seedCacheEntry(options.seedCacheDir, size, isoDay(seedDay), seedSourceDigest())
    : undefined;
  if (cached && (await restoreSeed(cached, dataDir))) return openDatabase({ dataDir });
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await seedDatabase(db, size, seedDay);
  if (!cached) return db;
  // Stored closed: an open embedded database's folder is not a consistent copy.
  await db.close();
  await storeSeed(cached, dataDir);
  return openDatabase({ dataDir });
}

/** Opens the database, creating and seeding it when there is none yet. */
export async function openOrCreateDatabase(
  dataDir: string,
  options: CreateOptions = {},
): Promise<Database> {
  if (options.databaseUrl) {
    const db = await openDatabase({ databaseUrl: options.databaseUrl });
    if (await isSeeded(db)) {
      await migrate(db);
      return db;
    }
    await db.close();
    return createSeededDatabase(dataDir, options);
  }
  if (!hasDatabase(dataDir)) return createSeededDatabase(dataDir, options);
  const db = await openDatabase({ dataDir });
  await migrate(db);
  return db;
}
