import { accessSync, constants, statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSeededDatabase } from '../db/create-database';
import { isoDay, seedDayOf } from '../seed/reference-date';
import { TEMPLATE_DATABASE, databaseUrl, recreateDatabase } from './postgres-test-databases';

/** Room for the copies of two workers and their files with a wide margin. */
const ROOMY_SHM_BYTES = 1024 ** 3;

/**
 * Where the copies live: memory (`/dev/shm`) where the machine has room there. Each test copies
 * 44 MB of database files: 0.33 s there against 0.7-1 s on disk, measured on a two-core machine.
 * A container's default /dev/shm is 64 MB, which two workers' copies would fill: disk there.
 */
function testRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize >= ROOMY_SHM_BYTES) return '/dev/shm';
  } catch {
    // no /dev/shm, or not writable
  }
  return os.tmpdir();
}

/**
 * Seeds one tiny template database; each test copies it into its own temporary folder, or, with
 * `TEST_DATABASE_URL` (a PostgreSQL server whose user may create databases), into its own
 * database on that server.
 */
export default async function globalSetup(): Promise<void> {
  const root = await mkdtemp(path.join(testRoot(), 'adlens-dev-api-test-'));
  const template = path.join(root, 'template');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await recreateDatabase(serverUrl, TEMPLATE_DATABASE);
  // Tests read the day the template was seeded on (seed-day.ts), not the clock: a run that
  // crosses midnight UTC still agrees with its data.
  const seedDay = seedDayOf();
  const db = await createSeededDatabase(template, {
    size: 'tiny',
    seedDay,
    databaseUrl: serverUrl ? databaseUrl(serverUrl, TEMPLATE_DATABASE) : undefined,
  });
  await db.close();
  process.env.ADLENS_TEST_ROOT = root;
  process.env.ADLENS_TEST_TEMPLATE = template;
  process.env.ADLENS_TEST_SEED_DAY = isoDay(seedDay);
}
