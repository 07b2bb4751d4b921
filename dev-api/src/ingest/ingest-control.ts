import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ingestNow } from '../features/follows/ingest-now';
import { previewIngestion } from '../features/follows/preview-ingestion';
import type { AppContext } from '../http/app-context';
import { type IngestScenario, NO_SCENARIO, ingestScenarioSchema } from './ingest-scenario';

/**
 * How `pnpm ingest` reaches a running server whose embedded database no second process may open
 * (decision 0030): the server leaves its pid in a folder beside the data folder and runs one
 * ingestion per SIGUSR2, answering in a result file named by the request. A signal needs the
 * server's own OS user: nothing on HTTP, so no production build grows a route for it.
 */
export function controlDir(dataDir: string): string {
  return `${path.resolve(dataDir)}-ingest`;
}

const requestSchema = z.object({
  id: z.string().uuid(),
  preview: z.boolean().default(false),
  scenario: ingestScenarioSchema.default(NO_SCENARIO),
});

export const ingestAnswerSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  run: z.number().optional(),
  day: z.string().optional(),
  new_ads: z.number().optional(),
  stopped: z.number().optional(),
  landing_changed: z.number().optional(),
  new_countries: z.number().optional(),
  changes: z.number().optional(),
  notifications: z.number().optional(),
  /** The ads a scenario's `stop_newest` stopped in the world (a test's own choice). */
  named_stops: z.array(z.number()).optional(),
  /** Every ad the world stopped in the scopes a scenario names (the hidden truth, for its test). */
  stopped_in_world: z.array(z.number()).optional(),
  error: z.string().optional(),
  /** A preview's owners that launch next (see preview-ingestion.ts). */
  launches: z
    .array(
      z.object({
        owner_id: z.number(),
        platform: z.string(),
        name: z.string(),
        new_ads: z.number(),
      }),
    )
    .optional(),
});
export type IngestAnswer = z.infer<typeof ingestAnswerSchema>;

/** How a server hears that requests wait: SIGUSR2, unless a test wires it by hand. */
export type WakeUp = (listener: () => void) => () => void;

const onSignal: WakeUp = (listener) => {
  process.on('SIGUSR2', listener);
  return () => process.off('SIGUSR2', listener);
};

/** Serves ingestion requests for this process's database; returns the way to stop. */
export function acceptIngestRequests(
  context: AppContext,
  dataDir: string,
  wakeUp: WakeUp = onSignal,
): () => void {
  const dir = controlDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'server.pid');
  writeFileSync(pidFile, String(process.pid));
  let queue = Promise.resolve();
  const stop = wakeUp(() => {
    // A failure outside one request's answer (the folder unreadable) is logged and the queue goes
    // on: a rejected link would stop every later request and, unobserved, end the process.
    queue = queue
      .then(() => answerAll(context, dir))
      .catch((error: unknown) => console.error('dev-api: ingestion requests failed', error));
  });
  return () => {
    stop();
    rmSync(pidFile, { force: true });
  };
}

const HELD_FILE = 'held.pid';

/**
 * A server on an embedded database that takes no ingestion requests (`pnpm serve` without
 * ADLENS_INGEST_REQUESTS=1, decision 0042) still marks the folder as held, so `pnpm ingest` stops
 * instead of opening a database another process has open. Returns the way to let go.
 */
export function holdDataFolder(dataDir: string): () => void {
  const dir = controlDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const heldFile = path.join(dir, HELD_FILE);
  writeFileSync(heldFile, String(process.pid));
  return () => rmSync(heldFile, { force: true });
}

/**
 * Whether a live server holds the embedded database of `dataDir` (it left its pid beside it):
 * another process must then not open it.
 */
export function isDataFolderHeld(dataDir: string): boolean {
  const dir = controlDir(dataDir);
  return ['server.pid', HELD_FILE].some((name) => {
    let pid: number;
    try {
      pid = Number(readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      return false;
    }
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process lives under another user.
      return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'EPERM';
    }
  });
}

/** Answers every waiting request, one run each (a signal may stand for several requests). */
async function answerAll(context: AppContext, dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => /^request-[\w-]+\.json$/.test(name)).sort();
  for (const name of names) {
    const file = path.join(dir, name);
    let request: z.infer<typeof requestSchema>;
    try {
      request = requestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      continue;
    } finally {
      await rm(file, { force: true });
    }
    await answer(context, dir, request);
  }
}

async function answer(
  context: AppContext,
  dir: string,
  { id, preview, scenario }: z.infer<typeof requestSchema>,
): Promise<void> {
  let reply: IngestAnswer;
  try {
    if (preview) {
      const next = await previewIngestion(context.db, context.now());
      reply = { id, ok: true, new_ads: next.summary.new_ads.length, launches: next.launches };
      await writeAtomically(path.join(dir, `result-${id}.json`), JSON.stringify(reply));
      return;
    }
    const result = await ingestNow(context, scenario);
    reply = {
      id,
      ok: true,
      run: result.run,
      day: result.day,
      new_ads: result.summary.new_ads.length,
      stopped: result.summary.stopped.length,
      landing_changed: result.summary.landing_changed.length,
      new_countries: result.summary.new_countries.length,
      changes: result.changes,
      notifications: result.notifications.length,
      named_stops: result.summary.named_stops,
      stopped_in_world: result.summary.stopped_in_world,
    };
  } catch (error) {
    console.error('dev-api: ingestion failed', error);
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  await writeAtomically(path.join(dir, `result-${id}.json`), JSON.stringify(reply));
}

/** Written aside and renamed, so the other side never reads half a file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, text);
  await rename(aside, file);
}

function runningServer(dataDir: string, file = 'server.pid'): number | null {
  try {
    const pid = Number(readFileSync(path.join(controlDir(dataDir), file), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const POLL_MS = 100;

/**
 * Asks the server running on `dataDir` for one ingestion and waits for its answer; null when no
 * server runs there (the caller then opens the database itself).
 */
export async function requestIngestion(
  dataDir: string,
  {
    timeoutMs = 120_000,
    wake = (pid: number) => process.kill(pid, 'SIGUSR2'),
    preview = false,
    scenario = NO_SCENARIO,
  }: {
    timeoutMs?: number;
    wake?: (pid: number) => void;
    preview?: boolean;
    scenario?: IngestScenario;
  } = {},
): Promise<IngestAnswer | null> {
  const pid = runningServer(dataDir);
  if (pid === null) {
    const holder = runningServer(dataDir, HELD_FILE);
    if (holder !== null)
      throw new Error(
        `the server (pid ${holder}) on this data folder takes no ingestion requests: start it with ADLENS_INGEST_REQUESTS=1, or stop it first`,
      );
    return null;
  }
  const dir = controlDir(dataDir);
  const id = randomUUID();
  await writeAtomically(
    path.join(dir, `request-${id}.json`),
    JSON.stringify({ id, preview, scenario }),
  );
  wake(pid);
  const resultFile = path.join(dir, `result-${id}.json`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const reply = ingestAnswerSchema.parse(JSON.parse(await readFile(resultFile, 'utf8')));
      await rm(resultFile, { force: true });
      return reply;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  throw new Error(`the server (pid ${pid}) did not answer the ingestion request in time`);
}
