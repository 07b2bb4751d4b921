import { EventEmitter } from 'node:events';
import pg from 'pg';
import { DatabaseUnavailableError } from './database-unavailable';
import { databaseOverPool } from './postgres-database';

/**
 * node-postgres's real pool over a stand-in connection that fails as a server going away makes
 * the real one fail (decision 0050): the connection ends ('error' on the client, also while it is
 * checked out), or the server ends the session first (57P01) and the socket closes a moment later.
 */
class FakeConnection extends EventEmitter {
  static opened: FakeConnection[] = [];
  /** Connection attempts refused before the next one opens. */
  static refusals = 0;
  static attempts = 0;

  // The two fields pg-pool reads to decide whether a released client may serve again.
  _queryable = true;
  _ending = false;
  readonly statements: string[] = [];
  private readonly failures: Error[] = [];
  private sessionEnded = false;

  connect(callback: (error?: Error) => void) {
    FakeConnection.attempts += 1;
    if (FakeConnection.refusals > 0) {
      FakeConnection.refusals -= 1;
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      process.nextTick(() => callback(refused));
      return;
    }
    FakeConnection.opened.push(this);
    process.nextTick(() => callback());
  }

  query(
    text: string,
    values?: unknown[],
    callback?: (error: Error | null, result?: { rows: unknown[] }) => void,
  ): Promise<{ rows: unknown[] }> | undefined {
    const result = this.answer(text);
    if (!callback) return result;
    // The pool's own query() passes a callback.
    result.then((answer) => callback(null, answer), callback);
    return undefined;
  }

  private answer(text: string): Promise<{ rows: unknown[] }> {
    this.statements.push(text);
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    if (!this._queryable)
      return Promise.reject(
        new Error('Client has encountered a connection error and is not queryable'),
      );
    if (this.sessionEnded) return Promise.reject(new Error('Connection terminated unexpectedly'));
    return Promise.resolve({ rows: [{ ok: 1 }] });
  }

  end(callback?: () => void) {
    this._ending = true;
    if (callback) process.nextTick(callback);
  }

  /** The socket ends: the driver fails what waits and emits 'error' on the client. */
  loseConnection() {
    this._queryable = false;
    this.emit('error', new Error('Connection terminated unexpectedly'));
  }

  /** The server ends the session (`pg_ctl stop -m fast`); the socket has not closed yet. */
  endSession() {
    this.failures.push(
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    );
    this.sessionEnded = true;
  }

  /** The next statements fail with these errors, one each. */
  failNextStatements(...errors: Error[]) {
    this.failures.push(...errors);
  }
}

function openDatabase() {
  const pool = new pg.Pool({
    max: 2,
    Client: FakeConnection as unknown as new () => pg.ClientBase,
  });
  return databaseOverPool(pool, { connectRetryPauseMs: 0, log: () => {} });
}

function connection(index: number): FakeConnection {
  const opened = FakeConnection.opened[index];
  if (!opened) throw new Error(`no connection ${index}`);
  return opened;
}

beforeEach(() => {
  FakeConnection.opened = [];
  FakeConnection.refusals = 0;
  FakeConnection.attempts = 0;
});

it('survives a connection that ends while a transaction holds it, and drops it', async () => {
  const db = openDatabase();
  let crash: unknown = null;
  const transaction = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    try {
      connection(0).loseConnection();
    } catch (error) {
      // An 'error' emitted with no listener is thrown; from a socket's callback it ends the process.
      crash = error;
    }
    await tx.query('SELECT 2');
  });
  await transaction.catch(() => undefined);

  expect(crash).toBeNull();
  await expect(transaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
  await expect(db.query('SELECT 3')).resolves.toEqual([{ ok: 1 }]);
  expect(FakeConnection.opened).toHaveLength(2);
  expect(connection(0)._ending).toBe(true);
  await db.close();
});

it('never hands a connection whose session the server ended to the next caller', async () => {
  const db = openDatabase();
  const transaction = db.transaction(async (tx) => {
    connection(0).endSession();
    await tx.query('UPDATE users SET credits = 1');
  });

  await expect(transaction).rejects.toMatchObject({
    name: 'DatabaseUnavailableError',
    beforeAnyStatement: false,
    cause: { code: '57P01' },
  });
  // No ROLLBACK on a connection that is going: its state is the server's to clean up.
  expect(connection(0).statements).toEqual(['BEGIN', 'UPDATE users SET credits = 1']);
  expect(connection(0)._ending).toBe(true);
  await expect(db.query('SELECT 1')).resolves.toEqual([{ ok: 1 }]);
  expect(connection(1).statements).toEqual(['SELECT 1']);
  await db.close();
});

it('keeps a statement error as it is and the connection in the pool, rolled back', async () => {
  const db = openDatabase();
  const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
  const transaction = db.transaction(async (tx) => {
    connection(0).failNextStatements(duplicate);
    await tx.query('INSERT INTO collections VALUES (1)');
  });

  await expect(transaction).rejects.toBe(duplicate);
  await db.query('SELECT 1');
  expect(FakeConnection.opened).toHaveLength(1);
  expect(connection(0).statements).toEqual([
    'BEGIN',
    'INSERT INTO collections VALUES (1)',
    'ROLLBACK',
    'SELECT 1',
  ]);
  await db.close();
});

it('drops a connection whose ROLLBACK failed: its transaction state is unknown', async () => {
  const db = openDatabase();
  const refused = new Error('permission denied for table users');
  const transaction = db.transaction(async (tx) => {
    connection(0).failNextStatements(refused, new Error('ROLLBACK did not answer'));
    await tx.query('UPDATE users SET credits = 1');
  });

  // The caller hears of the statement's failure, not of the ROLLBACK's.
  await expect(transaction).rejects.toBe(refused);
  expect(connection(0).statements.at(-1)).toBe('ROLLBACK');
  expect(connection(0)._ending).toBe(true);
  await db.query('SELECT 1');
  expect(connection(1).statements).toEqual(['SELECT 1']);
  await db.close();
});

it('tries a connection that could not be opened once more, then answers unavailable', async () => {
  const db = openDatabase();
  FakeConnection.refusals = 1;
  await expect(db.query('SELECT 1')).resolves.toEqual([{ ok: 1 }]);
  expect(FakeConnection.attempts).toBe(2);

  const second = openDatabase();
  FakeConnection.attempts = 0;
  FakeConnection.refusals = 2;
  await expect(second.query('SELECT 1')).rejects.toMatchObject({
    name: 'DatabaseUnavailableError',
    beforeAnyStatement: true,
    cause: { code: 'ECONNREFUSED' },
  });
  expect(FakeConnection.attempts).toBe(2);
  await db.close();
  await second.close();
});

it('never sends again a statement whose connection was lost', async () => {
  const db = openDatabase();
  await db.query('SELECT 1');
  connection(0).failNextStatements(new Error('Connection terminated unexpectedly'));

  await expect(db.query('UPDATE users SET credits = 1')).rejects.toMatchObject({
    name: 'DatabaseUnavailableError',
    beforeAnyStatement: false,
  });
  const sent = FakeConnection.opened.flatMap((opened) => opened.statements);
  expect(sent.filter((statement) => statement.startsWith('UPDATE'))).toHaveLength(1);
  await db.close();
});
