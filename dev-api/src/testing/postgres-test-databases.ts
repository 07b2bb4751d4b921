import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The database the tiny seed is built in once; each test file gets a copy of it. */
export const TEMPLATE_DATABASE = 'adlens_test_template';

/** `url` pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(url: string, database: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${database}`);
}

/** A new database copied from the template; its name. */
export async function copyTemplateDatabase(url: string): Promise<string> {
  const database = `adlens_test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`);
  return database;
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await onServer(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
