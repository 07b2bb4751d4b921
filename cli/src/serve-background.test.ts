import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { requestIngestion } from '@adlens/dev-api';
import { createServerApp } from './serve';
import { openTinySeededCopy } from './testing/tiny-seeded-copy';

/** A receiver on 127.0.0.1 that resolves with the first request's path. */
function startReceiver(): Promise<{ server: Server; origin: string; first: Promise<string> }> {
  let arrived: (path: string) => void = () => {};
  const first = new Promise<string>((resolve) => (arrived = resolve));
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.end('ok');
      arrived(request.url ?? '');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, first });
    }),
  );
}

describe('the production-like server at start (decision 0042)', () => {
  let server: Awaited<ReturnType<typeof createServerApp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let dataDir: string;
  const saved = { ...process.env };

  before(async () => {
    receiver = await startReceiver();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'serve-background-'));
    const seeded = await openTinySeededCopy(dataDir);
    // A delivery queued before this start (by `pnpm ingest` without a server, or cut by a restart).
    await seeded.query(
      `INSERT INTO webhooks (user_id, url, secret, created_at, secret_created_at)
       SELECT id, $1, 'whsec_queued-before-start', now(), now() FROM users WHERE email = $2`,
      [`${receiver.origin}/queued`, 'demo@adlens.test'],
    );
    await seeded.query(
      `INSERT INTO webhook_deliveries (user_id, event, payload, status, next_attempt_at, created_at)
       SELECT id, 'webhook.test', '{}', 'pending', now(), now() FROM users WHERE email = $1`,
      ['demo@adlens.test'],
    );
    await seeded.close();
    process.env.DEV_API_DATA_DIR = dataDir;
    // Test mode, as the e2e servers run: production refuses the loopback receiver (decision 0049).
    process.env.NODE_ENV = 'test';
    process.env.DEV_API_WEBHOOK_ALLOW_LOOPBACK = '1';
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    delete process.env.ADLENS_INGEST_REQUESTS;
    server = await createServerApp({ environment: 'staging', resetDatabase: false });
  });
  after(async () => {
    await server.close();
    await new Promise((resolve) => receiver.server.close(resolve));
    process.env = saved;
  });

  it('sends the deliveries queued before it started, and takes no ingestion requests by default', async () => {
    const stop = server.startBackgroundWork();
    try {
      assert.equal(await receiver.first, '/queued');
      await assert.rejects(
        requestIngestion(dataDir, { timeoutMs: 5_000 }),
        /takes no ingestion requests: start it with ADLENS_INGEST_REQUESTS=1/,
      );
    } finally {
      await stop();
    }
  });

  it('runs `pnpm ingest` requests when started with ADLENS_INGEST_REQUESTS=1 (the e2e runs)', async () => {
    process.env.ADLENS_INGEST_REQUESTS = '1';
    const stop = server.startBackgroundWork();
    try {
      const answer = await requestIngestion(dataDir, { timeoutMs: 120_000 });
      assert.equal(answer?.ok, true);
      assert.equal(answer?.run, 1);
    } finally {
      await stop();
    }
    // Stopped: the folder is free again, so `pnpm ingest` would open the database itself.
    assert.equal(await requestIngestion(dataDir), null);
  });
});
