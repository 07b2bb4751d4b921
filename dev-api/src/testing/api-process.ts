// The API as a server process runs it, for tests that must watch the process itself survive
// (src/db/database-restart.postgres.test.ts): the API under `/api` on a free loopback port, over
// the PostgreSQL database of TEST_API_DATABASE_URL, with the background work a server starts.
// It prints `{"port":N}` once it listens and stops on SIGTERM. A test entry only: no server
// composition imports it.
import os from 'node:os';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../app';
import { startBackgroundWork } from '../background-work';
import { openDatabase } from '../db/open-database';
import { unconfiguredMailer } from '../mail/mailer';

const databaseUrl = process.env.TEST_API_DATABASE_URL;
if (!databaseUrl) throw new Error('TEST_API_DATABASE_URL is not set');

const db = await openDatabase({ databaseUrl });
const { app, context } = createApp({
  db,
  // Many loops from one address: the general limit would answer 429 long before the test ends.
  settings: { rateLimitPerMinute: 0 },
  mailer: unconfiguredMailer(() => {}),
});
const stopBackgroundWork = startBackgroundWork(context, {
  dataDir: os.tmpdir(),
  embedded: false,
  ingestRequests: false,
});
const server = serve(
  { fetch: new Hono().route('/api', app).fetch, port: 0, hostname: '127.0.0.1' },
  (info) => console.log(JSON.stringify({ port: info.port })),
);

process.on('SIGTERM', () => {
  server.close();
  void stopBackgroundWork()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
