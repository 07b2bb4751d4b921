import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type Row = Record<string, unknown>;

/** The few calls the server makes: PGlite and a PostgreSQL pool implement them. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; concurrent transactions are serialised. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly dataDir: string | undefined;
}

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
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
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
      if (!pg.closed) await pg.close();
    },
  };
}

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
