// A temporary copy of the repository in its deployed state, for checks that change code, release
// and serve the result without touching the working tree: `pnpm autonomy` and
// `pnpm test:skew-matrix`. A git worktree of HEAD with the packages installed, the host build and
// the releases of this checkout copied in, and a production-like server over it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_CACHE_ENV } from '@adlens/tools/seed-cache';
import { HOST_DIST, RELEASES_DIR, ROOT } from './workspace.mjs';

/** Runs a command, its output returned and its errors shown. */
export function run(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { headers: { Accept: '*/*' } });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A worktree of HEAD at a new temporary folder, deployed as this checkout is. */
export function deployedCopy(prefix: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  run(ROOT, 'git', ['worktree', 'add', '--quiet', '--detach', copy, 'HEAD']);
  run(copy, 'pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--silent']);
  cpSync(HOST_DIST, path.join(copy, 'host', 'dist'), { recursive: true, preserveTimestamps: true });
  cpSync(RELEASES_DIR, path.join(copy, '.releases'), { recursive: true, preserveTimestamps: true });
  return copy;
}

export function removeCopy(copy: string): void {
  try {
    run(ROOT, 'git', ['worktree', 'remove', '--force', copy]);
  } catch {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** `pnpm serve` in `copy` for `environment` over a fresh database; resolves once it answers. */
export async function startServer(
  copy: string,
  port: number,
  environment: string,
): Promise<ChildProcess> {
  const server = spawn('pnpm', ['--filter', '@adlens/cli', 'run', 'serve'], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(port),
      ADLENS_ENV: environment,
      DEV_API_DATA_DIR: path.join(copy, '.data'),
      // A throwaway server over a fresh seed: test mode, since production refuses DEV_API_RESET (0049).
      NODE_ENV: 'test',
      DEV_API_RESET: '1',
      ...SEED_CACHE_ENV,
    },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(
    `the ${environment} server`,
    () => fetchText(`http://127.0.0.1:${port}/environment.json`),
    // Seeding the fresh database takes most of it: about 30 s on an idle machine, minutes on a busy one.
    360_000,
  );
  return server;
}

/** Stops the server's process group (it runs pnpm, tsx and node). */
export function stopServer(server: ChildProcess | undefined): void {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
