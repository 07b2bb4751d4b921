import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database';
import { makeOwnerOnly } from './owner-only-folder';

function wrapTransaction(tx: Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/** Opens (creating if needed) a PGlite database persisted in `dataDir`, or in memory without one. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await makeOwnerOnly(dataDir);
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  // A new database's files were just written world-readable (see owner-only-folder.ts).
  if (dataDir) await makeOwnerOnly(dataDir);
  return {
    dataDir,
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction(work) {
      return pg.transaction((tx) => work(wrapTransaction(tx)));
    },
    async close() {
      if (pg.closed) return;
      await pg.close();
      // What the shutdown wrote under a process umask other than the servers' (tests, benches).
      if (dataDir) await makeOwnerOnly(dataDir);
    },
  };
}
