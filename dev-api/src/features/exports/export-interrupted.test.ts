import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { DatabaseUnavailableError } from '../../db/database-unavailable';
import { useTestServer } from '../../testing/use-test-server';
import { createExportJob, runExport } from './export-job';

const server = useTestServer();

/** The test database, except that the first progress update finds the database gone. */
function losingProgress(db: Database): Database {
  let lost = false;
  const failOnce = (sql: string) => {
    if (lost || !sql.includes('export_rows_done = $2')) return;
    lost = true;
    throw new DatabaseUnavailableError('The connection to the database was lost', false);
  };
  return {
    ...db,
    query(sql, params) {
      failOnce(sql);
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
}

test('an export the database dropped stays in progress and is taken up again, not failed', async () => {
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  if (!user) throw new Error('no demo user');
  const id = await createExportJob(
    server.db,
    user.id,
    { source: 'search', platform: 'meta', filters: { sort: 'newest' }, format: 'csv', max_rows: 3 },
    server.clock.now,
  );
  const appOver = (db: Database) =>
    createApp({
      db,
      now: () => server.clock.now,
      exportChunkRows: 2,
      webhooks: { background: false },
    }).context;

  await expect(runExport(appOver(losingProgress(server.db)), id)).rejects.toBeInstanceOf(
    DatabaseUnavailableError,
  );
  const state = async () =>
    server.db.query<{ export_status: string }>(
      'SELECT export_status FROM downloads WHERE id = $1',
      [id],
    );
  expect(await state()).toEqual([{ export_status: 'running' }]);
  const failedNotes = await server.db.query(
    "SELECT 1 FROM notifications WHERE user_id = $1 AND title = 'Your export failed'",
    [user.id],
  );
  expect(failedNotes).toEqual([]);

  // What the owner's downloads list does for a job no process holds.
  await runExport(appOver(server.db), id);
  expect(await state()).toEqual([{ export_status: 'ready' }]);
});
