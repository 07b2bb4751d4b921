import { rmSync } from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { FALLBACK_HEADING, pinnedRelease } from '../platform/platform-helpers';
import {
  type CanaryServer,
  canaryServer,
  newWork,
  releaseFakeCanary,
  session,
} from './canary-server';

// Issue 30: a deliberately broken canary at 50 %, sessions in both buckets, the server's guard
// aborts it on its error budget and every new session gets the pin.
// Beside the run's others: +100 staging, +200 OAuth, +300/+400 mail.
const port = Number(process.env.E2E_CANARY_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 500);
const pin = pinnedRelease('remote_auth');
const broken = `${pin.version.split('-')[0]}-broken.${Date.now().toString(36)}`;
let work = '';
let server: CanaryServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = newWork();
  server = canaryServer(port, work);
  // An entry that throws: the remote fails to load.
  releaseFakeCanary(work, pin, broken, 'throw new Error("deliberately broken canary");\n');
  // Checked like a pin: it exists, its entry matches its integrity, its contract fits.
  server.pins('canary', 'production', `remote-auth@${broken}`, '--percent', '50');
  server.pins(
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
  await server.start({ ADLENS_CANARY_GUARD_MS: '500' });
});

test.afterAll(() => {
  server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function expectSignIn(browser: Browser, bucket: number | null) {
  const { context, page, reported } = await session(
    browser,
    server.origin,
    bucket,
    '/authentication/signin',
  );
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await reported;
  await context.close();
}

test('a broken canary at 50 % is aborted on its error budget and every new session gets the pin', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Sessions on the pin first: their health is in before the canary's failures can abort it.
  for (const bucket of [60, 90]) await expectSignIn(browser, bucket);
  for (const bucket of [10, 20]) {
    const { context, page, reported } = await session(
      browser,
      server.origin,
      bucket,
      '/authentication/signin',
    );
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await reported;
    await context.close();
  }

  await expect.poll(() => server.readPins().canaries, { timeout: 60_000 }).toBeUndefined();
  await expect.poll(() => server.published()?.figures[0]?.percent, { timeout: 5000 }).toBeNull();
  const abort = server.readPins().history.at(-1);
  expect(abort).toMatchObject({ by: 'canary-guard', canary: 'abort', to: broken });
  expect(abort?.reason).toMatch(/2\/2 verified sessions showed the fallback/);
  expect(abort?.reason).toMatch(/load_failed 2/);
  expect(server.readPins().remotes.find((remote) => remote.name === 'remote_auth')?.version).toBe(
    pin.version,
  );
  // The report compares both over the canary's run, from the sessions the server issued.
  const report = server.canaryReport('remote-auth');
  expect(report).toMatch(/^sessions \(verified\)\s+2\s+2$/m);
  expect(report).toMatch(/^sessions with fallback shown\s+100\.0 % \(2\/2\)\s+0\.0 % \(0\/2\)/m);
  expect(report).toMatch(/^p75 first remote render\s+-\s+\d+ ms \(2 sessions\)/m);

  // Every new session, in the canary's buckets or without one, gets the pin.
  for (const bucket of [10, 20, null]) await expectSignIn(browser, bucket);
});
