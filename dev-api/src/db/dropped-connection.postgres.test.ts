import type { Database } from './database';
import { DatabaseUnavailableError } from './database-unavailable';
import { openPostgresDatabase } from './postgres-database';
import {
  copyTemplateDatabase,
  databaseUrl,
  dropDatabase,
} from '../testing/postgres-test-databases';

/**
 * A connection the server drops while a transaction holds it (`pg_terminate_backend`, as a
 * failover or an administrator does), on a real server and driver (decision 0050). Only the
 * PostgreSQL run lists this file (jest.config.mjs).
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
let database = '';
let db: Database | undefined;

beforeAll(async () => {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run through with-postgres.sh');
  database = await copyTemplateDatabase(serverUrl);
  db = await openPostgresDatabase(databaseUrl(serverUrl, database));
});

afterAll(async () => {
  await db?.close();
  if (database) await dropDatabase(serverUrl, database);
});

it('ends the transaction whose connection was dropped as unavailable, and goes on', async () => {
  if (!db) throw new Error('no database');
  const open = db;
  const transaction = open.transaction(async (tx) => {
    const [own] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // Another connection of the pool ends this one's session.
    await open.query('SELECT pg_terminate_backend($1)', [own?.pid]);
    await tx.query("UPDATE users SET name = 'never written' WHERE email = 'demo@adlens.test'");
  });

  await expect(transaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
  const rows = await open.query<{ name: string }>(
    "SELECT name FROM users WHERE email = 'demo@adlens.test'",
  );
  expect(rows.map((row) => row.name)).not.toContain('never written');
});
