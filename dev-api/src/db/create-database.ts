import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { seedDatabase } from '../seed/seed';
import type { SeedSize } from '../seed/seed-size';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { migrate } from './migrate';

export interface CreateOptions {
  size?: SeedSize;
  /** A PostgreSQL server to use instead of the embedded engine in `dataDir`. */
  databaseUrl?: string | undefined;
  /** The day the seed's dates count back from; default today (UTC). */
  seedDay?: Date | undefined;
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
  let db: Database;
  if (options.databaseUrl) {
    db = await openDatabase({ databaseUrl: options.databaseUrl });
    await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } else {
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    db = await openDatabase({ dataDir });
  }
  await migrate(db);
  await seedDatabase(db, options.size ?? 'full', options.seedDay);
  return db;
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
