import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';

/** `databaseUrl` selects a PostgreSQL server; without it the embedded engine keeps `dataDir`. */
export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only when asked for: the embedded engine needs no driver.
    const { openPostgresDatabase } = await import('./postgres-database');
    return openPostgresDatabase(options.databaseUrl);
  }
  return openPgliteDatabase(options.dataDir);
}
