import pg from 'pg';
import type { Database, Queryable, Row } from './database';

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * Values come back as PGlite gives them, so the same code runs on both: int8 as a number (the
 * counts and sums stay far below 2^53) and a date as UTC midnight, not local midnight.
 */
function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID) return (value) => Number(value);
  if (oid === DATE_OID) return (value) => new Date(`${value}T00:00:00Z`);
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
}

function wrapClient(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await client.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters the simple protocol runs every statement of a migration.
      await client.query(sql);
    },
  };
}

/** A `Database` over a PostgreSQL server (node-postgres pool); `url` is a `postgres://` URL. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    types: { getTypeParser: typeParser },
  });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1');
  const { query, exec } = wrapClient(pool);
  let closed = false;
  // An idle connection that the server ends (restart, or DROP DATABASE ... FORCE after close())
  // is an 'error' event of the pool; without a listener it would end the process. The pool
  // opens a new connection for the next query.
  pool.on('error', (error) => {
    if (!closed) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  return {
    dataDir: undefined,
    query,
    exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
