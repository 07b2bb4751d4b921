import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  openSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pinSetSchema } from '@adlens/shared-contracts/platform';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { FALLBACK_HEADING, pinnedRelease } from '../platform/platform-helpers';

// Issue 30: a deliberately broken canary at 50 %, sessions in both buckets, the server's guard
// aborts it on its error budget and every new session gets the pin. Its own server (its own pin
// file, releases and data), so no other suite is ever bucketed into a canary. Outside tests/platform:
// it tests the server's canaries, not a pin set, so the pin matrix does not run it once per pin set.
const ROOT = path.resolve(__dirname, '..', '..', '..');
// Beside the run's others: +100 staging, +200 OAuth, +300/+400 mail.
const port = Number(process.env.E2E_CANARY_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 500);
const origin = `http://127.0.0.1:${port}`;
const pin = pinnedRelease('remote_auth');
const broken = `${pin.version.split('-')[0]}-broken.${Date.now().toString(36)}`;

let work = '';
const releasesDir = () => path.join(work, 'releases');
const environmentsDir = () => path.join(work, 'environments');
const pinFile = () => path.join(environmentsDir(), 'production.json');
const readPins = () => pinSetSchema.parse(JSON.parse(readFileSync(pinFile(), 'utf8')));
const env = () => ({
  ADLENS_RELEASES_DIR: releasesDir(),
  ADLENS_ENVIRONMENTS_DIR: environmentsDir(),
});

/** The pinned release of remote_auth, copied under a new version whose entry throws. */
function releaseBrokenCanary() {
  cpSync(path.join(ROOT, '.releases'), releasesDir(), { recursive: true });
  const dir = path.join(releasesDir(), pin.folder, broken);
  cpSync(path.join(releasesDir(), pin.folder, pin.version), dir, { recursive: true });
  for (const file of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(file)) rmSync(path.join(dir, file));
  }
  const entry = 'throw new Error("deliberately broken canary");\n';
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  const release = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8')) as object;
  const integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({ ...release, version: broken, integrity, kind: 'published' }),
  );
}

function pins(...args: string[]) {
  execFileSync('pnpm', ['--silent', 'pins', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env(), ADLENS_ACTOR: 'e2e' },
    stdio: 'pipe',
  });
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'adlens-canary-e2e-'));
  releaseBrokenCanary();
  mkdirSync(environmentsDir());
  cpSync(path.join(ROOT, 'environments', 'production.json'), pinFile());
  // Checked like a pin: it exists, its entry matches its integrity, its contract fits.
  pins('canary', 'production', `remote-auth@${broken}`, '--percent', '50');
  pins(
    'canary',
    'production',
    'remote-auth',
    '--percent',
    '50',
    '--max-failure-rate',
    '0.5',
    '--min-sessions',
    '2',
  );
  const log = openSync(path.join(work, 'server.log'), 'w');
  server = spawn('pnpm', ['--filter', '@adlens/cli', 'run', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env(),
      // Test mode: a production server refuses DEV_API_RESET (decision 0049).
      NODE_ENV: 'test',
      PORT: String(port),
      ADLENS_ENV: 'production',
      DEV_API_DATA_DIR: path.join(work, 'data'),
      DEV_API_RESET: '1',
      DEV_API_SEED_SIZE: 'small',
      ADLENS_CANARY_GUARD_MS: '500',
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
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A new browser session in `bucket` (or none) opening the sign-in page, a remote_auth page. */
async function session(browser: Browser, bucket: number | null) {
  const context = await browser.newContext({ baseURL: origin });
  if (bucket !== null) {
    await context.addCookies([{ name: 'adlens_bucket', value: String(bucket), url: origin }]);
  }
  // The page's RUM events are mirrored into the page (a test hook): the test waits for the ones
  // the canary report needs to have been handed to the SDK.
  await context.addInitScript(() => {
    Object.assign(window, { __ADLENS_CONFIG__: { exposeRumEvents: true } });
  });
  const page = await context.newPage();
  await page.goto('/authentication/signin');
  return { context, page };
}

/** Waits until the page's RUM sent an event matching `test`, then leaves it: that flushes its RUM. */
async function leaveAfterRum(page: Page, kind: 'error' | 'first_remote_render') {
  await page.waitForFunction((wanted) => {
    const events = (window as { __adlensRumEvents?: Record<string, unknown>[] }).__adlensRumEvents;
    return (events ?? []).some((event) =>
      wanted === 'error'
        ? event.type === 'error'
        : JSON.stringify(event.view ?? {}).includes('"first_remote_render"'),
    );
  }, kind);
  await page.goto('about:blank');
}

async function expectSignIn(browser: Browser, bucket: number | null) {
  const { context, page } = await session(browser, bucket);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await leaveAfterRum(page, 'first_remote_render');
  await context.close();
}

function canaryReport(): string {
  return execFileSync('pnpm', ['--silent', 'pins', 'canary-report', 'production', 'remote-auth'], {
    cwd: ROOT,
    env: { ...process.env, ...env(), DEV_API_DATA_DIR: path.join(work, 'data') },
    encoding: 'utf8',
  });
}

test('a broken canary at 50 % is aborted on its error budget and every new session gets the pin', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Sessions on the pin first: their RUM is in before the canary's failures can abort it.
  for (const bucket of [60, 90]) await expectSignIn(browser, bucket);
  for (const bucket of [10, 20]) {
    const { context, page } = await session(browser, bucket);
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await leaveAfterRum(page, 'error');
    await context.close();
  }

  await expect.poll(() => readPins().canaries, { timeout: 60_000 }).toBeUndefined();
  const abort = readPins().history.at(-1);
  expect(abort).toMatchObject({ by: 'canary-guard', canary: 'abort', to: broken });
  expect(abort?.reason).toMatch(/2\/2 sessions showed the fallback/);
  expect(readPins().remotes.find((remote) => remote.name === 'remote_auth')?.version).toBe(
    pin.version,
  );
  // The report compares both over the canary's run, from what the browsers sent.
  const report = canaryReport();
  expect(report).toMatch(/^sessions\s+2\s+2\s*$/m);
  expect(report).toMatch(/^sessions with fallback shown\s+100\.0 % \(2\/2\)\s+0\.0 % \(0\/2\)/m);
  expect(report).toMatch(/^p75 first remote render\s+-\s+\d+ ms \(2 views\)/m);

  // Every new session, in the canary's buckets or without one, gets the pin.
  for (const bucket of [10, 20, null]) await expectSignIn(browser, bucket);
});
