import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { useTestServer } from '../testing/use-test-server';
import { seedDayPlus } from '../testing/seed-day';
import { acceptIngestRequests, requestIngestion } from './ingest-control';

const server = useTestServer({ per: 'test' });

test('without a server on the data folder, the caller is told to open the database itself', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingest-none-'));
  try {
    expect(await requestIngestion(dataDir)).toBeNull();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a request from another process runs one ingestion in the server that holds the database', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingest-control-'));
  const now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
  const { context } = createApp({ db: server.db, now: () => now });
  // This process plays both sides; jest's sandbox has no real signals, so the wake-up is wired
  // by hand (the server's is SIGUSR2).
  let wakeServer = () => {};
  const stop = acceptIngestRequests(context, dataDir, (listener) => {
    wakeServer = listener;
    return () => {};
  });
  try {
    const options = { timeoutMs: 30_000, wake: () => wakeServer() };
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
    stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-ingest`, { recursive: true, force: true });
  }
});

test('a round of requests that fails does not stop the server from answering later ones', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingest-failed-round-'));
  const controlFolder = `${dataDir}-ingest`;
  const now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
  const { context } = createApp({ db: server.db, now: () => now });
  let wakeServer = () => {};
  const stop = acceptIngestRequests(context, dataDir, (listener) => {
    wakeServer = listener;
    return () => {};
  });
  const failedRound = new Promise<unknown[]>((resolve) => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => resolve(args));
  });
  try {
    // The control folder vanishes under the server: that round cannot even read it.
    await rm(controlFolder, { recursive: true, force: true });
    wakeServer();
    expect(await failedRound).toEqual([
      'dev-api: ingestion requests failed',
      expect.objectContaining({ code: 'ENOENT' }),
    ]);
    await mkdir(controlFolder);
    await writeFile(path.join(controlFolder, 'server.pid'), String(process.pid));
    const answer = await requestIngestion(dataDir, {
      timeoutMs: 20_000,
      wake: () => wakeServer(),
      preview: true,
    });
    expect(answer).toMatchObject({ ok: true });
  } finally {
    stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(controlFolder, { recursive: true, force: true });
  }
});

test("a scenario's request runs days ahead, stops the scope's newest ad and answers that scope's truth", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingest-scenario-'));
  const now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
  const { context } = createApp({ db: server.db, now: () => now });
  let wakeServer = () => {};
  const stop = acceptIngestRequests(context, dataDir, (listener) => {
    wakeServer = listener;
    return () => {};
  });
  try {
    const [owner] = await server.db.query<{ owner_id: number }>(
      "SELECT owner_id FROM ads WHERE platform = 'meta' AND is_active ORDER BY id LIMIT 1",
    );
    const scope = `meta:${owner?.owner_id}`;
    const answer = await requestIngestion(dataDir, {
      timeoutMs: 30_000,
      wake: () => wakeServer(),
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
    stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}-ingest`, { recursive: true, force: true });
  }
});
