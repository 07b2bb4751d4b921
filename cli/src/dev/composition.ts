// Starts the dev composition exactly as `npm start` does (`pnpm run dev` at a workspace root), on
// free ports and a throwaway dev-api data folder, and stops its whole process group.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@adlens/shared-contracts/platform';
import { DEV_PORTS } from '@adlens/tools/dev-ports';
import { compiledPackages } from './build-output';
import { freePort } from '../free-port';

const WEBPACK_PACKAGES = ['host', ...REMOTES.map((remote) => remote.folder)];

function groupAlive(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

export interface DevComposition {
  /** The host's origin, e.g. http://localhost:41234. */
  origin: string;
  /** Everything the composition printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the sign-in page and remote-auth's manifest are served. */
  signInServed(timeoutMs: number): Promise<void>;
  /** Resolves once every webpack dev server finished its first compilation and dev-api answers. */
  compiled(timeoutMs: number): Promise<void>;
  /** Stops the whole process group and removes the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

async function poll(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  died: () => string | undefined,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = died();
    if (exit) throw new Error(`the dev composition exited (${exit}) before ${what}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the dev composition in `root` beside any other one: by default `pnpm run dev` (the
 * workspace is installed); `npm start` (install first, as the README says) for the start bench.
 */
export async function startDevComposition(
  root: string,
  extraEnv: NodeJS.ProcessEnv = {},
  command: readonly string[] = ['pnpm', 'run', 'dev'],
): Promise<DevComposition> {
  const ports: Record<string, number> = {};
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  for (const [name, { variable }] of Object.entries(DEV_PORTS)) {
    ports[name] = await freePort();
    env[variable] = String(ports[name]);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'adlens-dev-data-'));
  env.DEV_API_DATA_DIR = dataDir;
  Object.assign(env, extraEnv);

  let output = '';
  let exit: string | undefined;
  // Its own process group: pnpm, tsx watch and the dev servers all stop with one signal.
  const [program = 'pnpm', ...args] = command;
  const child: ChildProcess = spawn(program, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve();
    }),
  );

  const origin = `http://localhost:${ports.adlens_host}`;
  const served = async (url: string, type: string) => {
    // A page navigation's Accept header: the dev server answers the page only to those.
    const response = await fetch(url, { headers: { accept: `${type},*/*;q=0.8` } });
    return response.ok && (response.headers.get('content-type') ?? '').includes(type);
  };
  let stopped = false;

  return {
    origin,
    output: () => output,
    signInServed: (timeoutMs) =>
      poll(
        'the sign-in page',
        async () =>
          (await served(`${origin}/authentication/signin`, 'text/html')) &&
          (await served(`http://localhost:${ports.remote_auth}/mf-manifest.json`, 'json')),
        timeoutMs,
        () => exit,
      ),
    compiled: (timeoutMs) =>
      poll(
        'the first compilation of every dev server and dev-api',
        async () =>
          WEBPACK_PACKAGES.every((name) => compiledPackages(output).has(name)) &&
          // Any answer will do: dev-api listens only once its database is open (seeded if new).
          (await fetch(`http://localhost:${ports.dev_api}/api`).then(() => true)),
        timeoutMs,
        () => exit,
      ),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.pid) {
        const group = -child.pid;
        try {
          process.kill(group, 'SIGTERM');
        } catch {
          // the group is gone already
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        try {
          // Whatever is left in the group (a dev server slow to close, a watcher) goes now.
          process.kill(group, 'SIGKILL');
        } catch {
          // nothing left
        }
        // The data folder goes only once nothing can write into it any more.
        const deadline = Date.now() + 5000;
        while (groupAlive(group) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
