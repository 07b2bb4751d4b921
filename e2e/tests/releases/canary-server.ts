import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_CACHE_ENV } from '@adlens/tools/seed-cache';
import { type PinSet, pinSetSchema } from '@adlens/shared-contracts/platform';
import type { Browser } from '@playwright/test';
import { type RemoteRelease } from '../platform/platform-helpers';

// A production-like server of a canary spec's own (its own pin file, releases and data), so no
// other suite is ever bucketed into a canary. Outside tests/platform: these specs test the
// server's canaries, not a pin set, so the pin matrix does not run them once per pin set.
const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface CanaryServer {
  origin: string;
  readPins(): PinSet;
  /** `pnpm pins ...` on this server's pin file and releases. */
  pins(...args: string[]): void;
  /** `pnpm pins canary-report production <remote>`: what the server's guard last published. */
  canaryReport(remote: string): string;
  /** The figures the guard published at its last check (cheap to poll; the report takes seconds). */
  published(): {
    figures: {
      percent: number | null;
      canary: { sessions: number };
      pin: { sessions: number };
      unverified: { failing: number };
    }[];
  } | null;
  start(env?: Record<string, string>): Promise<void>;
  stop(): void;
}

/**
 * The pinned release of a remote copied under `version`, with `entry` as its remoteEntry.js and
 * its integrity recomputed, so `pnpm pins canary` accepts it like any published release.
 */
export function releaseFakeCanary(
  work: string,
  pin: RemoteRelease,
  version: string,
  entry: string,
): void {
  const releasesDir = path.join(work, 'releases');
  cpSync(path.join(ROOT, '.releases'), releasesDir, { recursive: true });
  const dir = path.join(releasesDir, pin.folder, version);
  cpSync(path.join(releasesDir, pin.folder, pin.version), dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(file)) rmSync(path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  const release = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as object;
  const integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({ ...release, version, integrity, kind: 'published' }),
  );
}

export function canaryServer(port: number, work: string): CanaryServer {
  const origin = `http://127.0.0.1:${port}`;
  const environmentsDir = path.join(work, 'environments');
  const pinFile = path.join(environmentsDir, 'production.json');
  const dataDir = path.join(work, 'data');
  const env = {
    ADLENS_RELEASES_DIR: path.join(work, 'releases'),
    ADLENS_ENVIRONMENTS_DIR: environmentsDir,
    DEV_API_DATA_DIR: dataDir,
  };
  mkdirSync(environmentsDir, { recursive: true });
  cpSync(path.join(ROOT, 'environments', 'production.json'), pinFile);
  let server: ChildProcess | undefined;
  return {
    origin,
    readPins: () => pinSetSchema.parse(JSON.parse(readFileSync(pinFile, 'utf8'))),
    pins(...args) {
      execFileSync('pnpm', ['--silent', 'pins', ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env, ADLENS_ACTOR: 'e2e' },
        stdio: 'pipe',
      });
    },
    canaryReport(remote) {
      return execFileSync('pnpm', ['--silent', 'pins', 'canary-report', 'production', remote], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    },
    published() {
      try {
        return JSON.parse(
          readFileSync(path.join(dataDir, 'canary-health.production.json'), 'utf8'),
        ) as ReturnType<CanaryServer['published']>;
      } catch {
        return null;
      }
    },
    async start(extra = {}) {
      const log = openSync(path.join(work, 'server.log'), 'w');
      server = spawn('pnpm', ['--filter', '@adlens/cli', 'run', 'serve'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          // Test mode: a production server refuses DEV_API_RESET (decision 0049).
          NODE_ENV: 'test',
          PORT: String(port),
          ADLENS_ENV: 'production',
          DEV_API_RESET: '1',
          DEV_API_SEED_SIZE: 'small',
          ...SEED_CACHE_ENV,
          ...extra,
        },
        // Its output goes to a file in the work folder; a failed start is reported with it.
        stdio: ['ignore', log, log],
        detached: true,
      });
      const up = () =>
        fetch(`${origin}/environment.json`).then(
          (response) => response.ok,
          () => false,
        );
      const deadline = Date.now() + 200_000;
      while (!(await up())) {
        if (server.exitCode !== null || Date.now() > deadline) {
          const output = readFileSync(path.join(work, 'server.log'), 'utf8');
          throw new Error(`the canary server did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop() {
      if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

export const newWork = () => mkdtempSync(path.join(os.tmpdir(), 'adlens-canary-e2e-'));

/** A new browser session in `bucket` (or none) opening `url`. */
export async function session(
  browser: Browser,
  origin: string,
  bucket: number | null,
  url: string,
) {
  const context = await browser.newContext({ baseURL: origin });
  if (bucket !== null) {
    await context.addCookies([{ name: 'adlens_bucket', value: String(bucket), url: origin }]);
  }
  const page = await context.newPage();
  // The page's health report: sent a moment after what it counted, under its page session.
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/rum-health') && response.status() === 202,
  );
  // A session whose report the test does not wait for closes with the wait still pending.
  reported.catch(() => undefined);
  await page.goto(url);
  return { context, page, reported };
}
