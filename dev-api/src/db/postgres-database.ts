import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Database, Queryable, Row } from './database';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';
import { isConnectTimeout, isConnectionFailure } from './postgres-connection-errors';

const INT8_OID = 20;
const DATE_OID = 1082;

/** Connections per process: the server's `max_connections` must hold every process's pool. */
const POOL_SIZE = 8;
/**
 * How long a statement waits for a connection (a free one of the pool, or a new one opened)
 * before it fails: a server that does not answer at all (a failover in progress, a dropped
 * route) ends a request in bounded time instead of holding it open.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** The pause before the one retry of a connection that could not be opened (decision 0050). */
export const CONNECT_RETRY_PAUSE_MS = 250;

/**
 * Values come back as PGlite gives them, so the same code runs on both: int8 as a number (the
 * counts and sums stay far below 2^53) and a date as UTC midnight, not local midnight.
 */
function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID) return (value) => Number(value);
  if (oid === DATE_OID) return (value) => new Date(`${value}T00:00:00Z`);
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
}

function wrapClient(client: pg.PoolClient): Queryable {
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

/** A lost connection becomes `DatabaseUnavailableError`; any other error stays as it is. */
function asUnavailable(error: unknown, beforeAnyStatement: boolean): unknown {
  if (isDatabaseUnavailable(error) || !isConnectionFailure(error)) return error;
  return new DatabaseUnavailableError(
    beforeAnyStatement
      ? 'The database cannot be reached'
      : 'The connection to the database was lost',
    beforeAnyStatement,
    { cause: error },
  );
}

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

export interface PoolDatabaseOptions {
  /** The pause before a failed connection is tried once more. */
  connectRetryPauseMs?: number;
  /** Where a connection the server ended while idle is reported. */
  log?: (line: string) => void;
}

/**
 * A `Database` over a node-postgres pool. Every statement runs on a connection checked out for it
 * (a transaction's statements on one), which is watched while it is held and dropped from the
 * pool when it failed at the connection level (decision 0050).
 */
export function databaseOverPool(pool: pg.Pool, options: PoolDatabaseOptions = {}): Database {
  const retryPauseMs = options.connectRetryPauseMs ?? CONNECT_RETRY_PAUSE_MS;
  const log = options.log ?? ((line: string) => console.error(line));
  let closed = false;
  // An idle connection that the server ends (restart, or DROP DATABASE ... FORCE after close())
  // is an 'error' event of the pool; without a listener it would end the process. The pool
  // opens a new connection for the next statement.
  pool.on('error', (error) => {
    if (!closed) log(`dev-api: PostgreSQL closed an idle connection: ${error.message}`);
  });

  /**
   * Nothing was sent when a connection cannot be had, so that alone is retried, once and after a
   * pause (a restart refuses connections for a moment). A timeout is not: it already waited.
   */
  async function checkout(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      if (closed || !isConnectionFailure(error) || isConnectTimeout(error)) throw error;
    }
    await sleep(retryPauseMs);
    return pool.connect();
  }

  /**
   * Runs `work` on a connection of its own. `discard` marks the connection as not fit for anyone
   * else (its transaction state is unknown), which a connection-level failure does by itself.
   */
  async function withConnection<T>(
    work: (client: pg.PoolClient, discard: (reason: unknown) => void) => Promise<T>,
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await checkout();
    } catch (error) {
      throw asUnavailable(error, true);
    }
    let broken: Error | undefined;
    const discard = (reason: unknown) => {
      broken ??= asError(reason);
    };
    // node-postgres emits 'error' on a client whose connection ends, also while a statement
    // waits on it, and the pool listens only to idle clients: without this listener a restart
    // of the server ends the process.
    client.on('error', discard);
    try {
      return await work(client, discard);
    } catch (error) {
      if (isConnectionFailure(error)) discard(error);
      throw asUnavailable(error, false);
    } finally {
      client.off('error', discard);
      // With an error the pool ends the connection instead of handing it to the next caller.
      client.release(broken);
    }
  }

  return {
    dataDir: undefined,
    query<T extends Row>(sql: string, params?: unknown[]) {
      return withConnection((client) => wrapClient(client).query<T>(sql, params));
    },
    exec(sql: string) {
      return withConnection((client) => wrapClient(client).exec(sql));
    },
    transaction(work) {
      return withConnection(async (client, discard) => {
        await client.query('BEGIN');
        try {
          const result = await work(wrapClient(client));
          // A COMMIT whose connection is lost has an unknown outcome: it is not retried.
          await client.query('COMMIT');
          return result;
        } catch (error) {
          if (!isConnectionFailure(error)) {
            await client.query('ROLLBACK').catch(discard);
          }
          throw error;
        }
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** A `Database` over a PostgreSQL server (node-postgres pool); `url` is a `postgres://` URL. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Probes a connection whose peer vanished without closing it (a failover, a dropped route).
    keepAlive: true,
    types: { getTypeParser: typeParser },
  });
  const db = databaseOverPool(pool);
  // Fail at start, not at the first request, when the server cannot be reached.
  try {
    await db.query('SELECT 1');
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
