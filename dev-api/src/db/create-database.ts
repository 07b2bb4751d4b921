import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { seedDatabase } from '../seed/seed';
import type { SeedSize } from '../seed/seed-size';
import { type Database, openDatabase } from './database';
import { migrate } from './migrate';

export function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Creates a fresh database in `dataDir` (emptied first), migrated and seeded. */
export async function createSeededDatabase(
  dataDir: string,
  options: { size?: SeedSize } = {},
): Promise<Database> {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await seedDatabase(db, options.size ?? 'full');
  return db;
}

/** Opens the database in `dataDir`, creating and seeding it when the folder holds none. */
export async function openOrCreateDatabase(
  dataDir: string,
  options: { size?: SeedSize } = {},
): Promise<Database> {
  if (!hasDatabase(dataDir)) return createSeededDatabase(dataDir, options);
  const db = await openDatabase({ dataDir });
  await migrate(db);
  return db;
}
