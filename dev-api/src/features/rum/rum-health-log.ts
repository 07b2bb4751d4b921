import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a canary report needs of one RUM event (issue 30), kept on disk so that `pnpm pins
 * canary-report` and the server's canary guard read what earlier runs received: the session, the
 * remote versions the page loaded, a remote load failure, and the first-remote-render timing.
 */
export interface RumHealthRecord {
  /** When the intake received it (the server's clock: canary windows are on that clock too). */
  at: number;
  /** The environment of the server that received it. */
  env: string;
  session: string;
  type: 'view' | 'error';
  view?: string;
  versions: Record<string, string>;
  failure?: { remote: string; version: string; fault: string };
  /** The view's first-remote-render custom timing, in milliseconds from the view's start. */
  firstRemoteRenderMs?: number;
}

/** A full log is moved to `<file>.1` (replacing an older one) and a new one is started. */
const MAX_LOG_BYTES = 32 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringMap(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** The record of one RUM event, or null for events no canary report reads. */
export function healthRecordOf(event: unknown, at: Date, env: string): RumHealthRecord | null {
  if (!isRecord(event) || (event.type !== 'view' && event.type !== 'error')) return null;
  const session = isRecord(event.session) ? event.session.id : undefined;
  const context = isRecord(event.context) ? event.context : {};
  const versions = stringMap(context.remote_versions);
  if (typeof session !== 'string' || !versions) return null;
  const view = isRecord(event.view) ? event.view : {};
  const record: RumHealthRecord = {
    at: at.getTime(),
    env,
    session,
    type: event.type,
    versions,
    ...(typeof view.id === 'string' ? { view: view.id } : {}),
  };
  const failure = isRecord(context.remote_failure) ? context.remote_failure : null;
  if (
    event.type === 'error' &&
    failure &&
    typeof failure.remote === 'string' &&
    typeof failure.version === 'string'
  ) {
    record.failure = {
      remote: failure.remote,
      version: failure.version,
      fault: typeof failure.fault === 'string' ? failure.fault : 'load',
    };
  }
  const timings = isRecord(view.custom_timings) ? view.custom_timings : {};
  // The SDK sends custom timings in nanoseconds.
  if (event.type === 'view' && typeof timings.first_remote_render === 'number') {
    record.firstRemoteRenderMs = timings.first_remote_render / 1e6;
  }
  return record;
}

export interface RumHealthLog {
  append(events: readonly unknown[], at: Date): void;
}

export function createRumHealthLog(file: string, env: string): RumHealthLog {
  return {
    append(events, at) {
      const lines = events
        .map((event) => healthRecordOf(event, at, env))
        .filter((record) => record !== null)
        .map((record) => `${JSON.stringify(record)}\n`);
      if (lines.length === 0) return;
      mkdirSync(path.dirname(file), { recursive: true });
      if (existsSync(file) && statSync(file).size > MAX_LOG_BYTES) renameSync(file, `${file}.1`);
      appendFileSync(file, lines.join(''));
    },
  };
}

/** The records of `file` (and of its rotated predecessor), oldest first; unreadable lines are skipped. */
export function readRumHealth(file: string): RumHealthRecord[] {
  return [`${file}.1`, file].flatMap((candidate) => {
    if (!existsSync(candidate)) return [];
    return readFileSync(candidate, 'utf8')
      .split('\n')
      .flatMap((line) => {
        if (!line) return [];
        try {
          return [JSON.parse(line) as RumHealthRecord];
        } catch {
          return [];
        }
      });
  });
}

/** Where a server whose API keeps its data in `dataDir` logs RUM health. */
export function rumHealthFile(dataDir: string): string {
  return path.join(dataDir, 'rum-health.ndjson');
}
