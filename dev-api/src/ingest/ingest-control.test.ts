import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { useTestServer } from '../testing/use-test-server';
import { seedDayPlus } from '../testing/seed-day';
import { acceptIngestRequests, requestIngestion } from './ingest-control';

const server = useTestServer({ per: 'test' });

/**
 * A server on the test database taking ingestion requests for a new data folder. This process
 * plays both sides; jest's sandbox has no real signals, so the wake-up is wired by hand (the
 * server's is SIGUSR2).
 */
async function serverTakingRequests(name: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `ingest-${name}-`));
  const now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
  const { context } = createApp({ db: server.db, now: () => now });
  let wakeServer = () => {};
  const stop = acceptIngestRequests(context, dataDir, (listener) => {
    wakeServer = listener;
    return () => {};
  });
  return {
    dataDir,
    controlFolder: `${dataDir}-ingest`,
    wake: () => wakeServer(),
    async close() {
      stop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}-ingest`, { recursive: true, force: true });
    },
  };
}

test('without a server on the data folder, the caller is told to open the database itself', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingest-none-'));
  try {
    expect(await requestIngestion(dataDir)).toBeNull();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a request from another process runs one ingestion in the server that holds the database', async () => {
  const taking = await serverTakingRequests('control');
  const { dataDir } = taking;
  try {
    const options = { timeoutMs: 30_000, wake: taking.wake };
    const preview = await requestIngestion(dataDir, { ...options, preview: true });
    expect(preview?.launches?.length).toBeGreaterThan(0);
    const [first, second] = await Promise.all([
      requestIngestion(dataDir, options),
      requestIngestion(dataDir, options),
    ]);
    expect(first).toMatchObject({ ok: true, day: seedDayPlus(1) });
    expect(second).toMatchObject({ ok: true });
    expect([first?.run, second?.run].sort()).toEqual([1, 2]);
    const [runs] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ingest_runs',
    );
    expect(runs?.n).toBe(2);
  } finally {
    await taking.close();
  }
});

test('a round of requests that fails does not stop the server from answering later ones', async () => {
  const taking = await serverTakingRequests('failed-round');
  const { dataDir, controlFolder } = taking;
  const failedRound = new Promise<unknown[]>((resolve) => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => resolve(args));
  });
  try {
    // The control folder vanishes under the server: that round cannot even read it.
    await rm(controlFolder, { recursive: true, force: true });
    taking.wake();
    expect(await failedRound).toEqual([
      'dev-api: ingestion requests failed',
      expect.objectContaining({ code: 'ENOENT' }),
    ]);
    await mkdir(controlFolder);
    await writeFile(path.join(controlFolder, 'server.pid'), String(process.pid));
    const answer = await requestIngestion(dataDir, {
      timeoutMs: 20_000,
      wake: taking.wake,
      preview: true,
    });
    expect(answer).toMatchObject({ ok: true });
  } finally {
    await taking.close();
  }
});

test("a scenario's request runs days ahead, stops the scope's newest ad and answers that scope's truth", async () => {
  const taking = await serverTakingRequests('scenario');
  try {
    const [owner] = await server.db.query<{ owner_id: number }>(
      "SELECT owner_id FROM ads WHERE platform = 'meta' AND is_active ORDER BY id LIMIT 1",
    );
    const scope = `meta:${owner?.owner_id}`;
    const answer = await requestIngestion(taking.dataDir, {
      timeoutMs: 30_000,
      wake: taking.wake,
      scenario: { days_ahead: 2, faults: [{ scope, fault: 'outage' }], stop_newest: [scope] },
    });
    expect(answer).toMatchObject({ ok: true, day: seedDayPlus(3) });
    expect(answer?.named_stops).toHaveLength(1);
    expect(answer?.stopped_in_world).toEqual(expect.arrayContaining(answer?.named_stops ?? [0]));
    const [run] = await server.db.query<{ errors: string[] }>(
      "SELECT errors FROM crawl_runs WHERE platform = 'meta' AND owner_id = $1",
      [owner?.owner_id],
    );
    expect(run?.errors).toEqual(['source unavailable all day']);
  } finally {
    await taking.close();
  }
});
