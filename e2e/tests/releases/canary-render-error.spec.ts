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

// Issue 37: a canary whose entry loads but whose page throws at render (as a page built against a
// shared function the host does not provide does), at 50 % with a guard of 4 sessions (fewer than a release would use: each is a browser session, and
// the rule is the same at any count). The
// guard acts on the page sessions the server issued only; a forged POST changes nothing.
// Beside the run's others: +100 staging, +200 OAuth, +300/+400 mail, +500 the rollback spec, +700 payments.
const port = Number(process.env.E2E_PORT ?? 4310) + 600;
const GUARD_MS = 2000;
const pin = pinnedRelease('remote_auth');
const throwing = `${pin.version.split('-')[0]}-throws.${Date.now().toString(36)}`;
let work = '';
let server: CanaryServer;

/** A container the host loads as any release's entry; every page of it throws when rendered. */
const THROWING_ENTRY = `(() => {
  const Component = () => {
    throw new TypeError('useNewSharedThing is not a function');
  };
  globalThis.remote_auth = {
    init: () => undefined,
    get: () => Promise.resolve(() => ({ Component })),
  };
})();
`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = newWork();
  server = canaryServer(port, work);
  releaseFakeCanary(work, pin, throwing, THROWING_ENTRY);
  server.pins(
    'canary',
    'production',
    `remote-auth@${throwing}`,
    '--percent',
    '50',
    '--max-failure-rate',
    '0.05',
    '--min-sessions',
    '4',
  );
  await server.start({ ADLENS_CANARY_GUARD_MS: String(GUARD_MS) });
});

test.afterAll(() => {
  server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What the guard saw of remote_auth's canary at its last check. */
const lastCheck = () => server.published()?.figures[0];

/**
 * The guard counted `sessions` verified page sessions of the canary or the pin. Read from what it
 * publishes, not from the report's answer: Chromium gives a page's keepalive request no body to
 * read, and the wait for it never ends.
 */
async function expectVerifiedSessions(version: 'canary' | 'pin', sessions: number) {
  await expect
    .poll(() => lastCheck()?.[version].sessions, { timeout: 3 * GUARD_MS })
    .toBe(sessions);
}

let counted = { pin: 0, canary: 0 };

/**
 * Browser sessions in `buckets` at once, each waiting for the sign-in page (the pin's) or the
 * fallback (the canary's) and for its health report; then the guard counts them all.
 */
async function sessionsAtOnce(browser: Browser, buckets: number[], version: 'canary' | 'pin') {
  const opened = await Promise.all(
    buckets.map(async (bucket) => {
      const one = await session(browser, server.origin, bucket, '/authentication/signin');
      const shown =
        version === 'pin'
          ? one.page.getByRole('button', { name: 'Sign in' })
          : one.page.getByRole('heading', { name: FALLBACK_HEADING });
      await expect(shown).toBeVisible();
      await one.reported;
      return one;
    }),
  );
  counted = { ...counted, [version]: counted[version] + buckets.length };
  await expectVerifiedSessions(version, counted[version]);
  await Promise.all(opened.map(({ context }) => context.close()));
}

test('a canary whose page throws at render is aborted after its 4th failing session; a forged POST changes nothing', async ({
  browser,
}) => {
  // Seven browser sessions in four groups, each waiting up to one guard interval for its count.
  test.setTimeout(180_000);
  // 25 forged failing sessions of the canary, as the attacker of issue 37 sent them.
  const before = server.readPins();
  for (let forged = 0; forged < 25; forged += 1) {
    const sent = await fetch(`${server.origin}/api/v1/rum-health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'adlens_bucket=3' },
      body: JSON.stringify({
        pageSession: `forged-${forged}`,
        remotes: [
          {
            remote: 'remote_auth',
            version: throwing,
            counts: { render_error: 1, fallback_shown: 1 },
            rendered: false,
          },
        ],
      }),
    });
    expect(sent.status).toBe(202);
  }
  // The guard has read them once what it publishes counts them: it changed nothing.
  await expect.poll(() => lastCheck()?.unverified.failing, { timeout: 5 * GUARD_MS }).toBe(25);
  expect(server.readPins()).toEqual(before);

  // The pin's two healthy sessions together, then the canary's four in batches: the guard counts
  // each batch at its next check, and before the fourth it still waits, however bad the rate.
  await sessionsAtOnce(browser, [60, 90], 'pin');
  expect(server.readPins().canaries).toHaveLength(1);
  for (const batch of [[0, 1], [2]]) {
    await sessionsAtOnce(browser, batch, 'canary');
    expect(server.readPins().canaries).toHaveLength(1);
  }
  await sessionsAtOnce(browser, [3], 'canary');
  // Within one guard interval of the 4th session's report (and the check's own run).
  await expect.poll(() => server.readPins().canaries, { timeout: 2 * GUARD_MS }).toBeUndefined();
  const abort = server.readPins().history.at(-1);
  expect(abort).toMatchObject({ by: 'canary-guard', canary: 'abort', to: throwing });
  expect(abort?.reason).toMatch(/100\.0 % \(4\/4 verified sessions showed the fallback\)/);
  expect(abort?.reason).toMatch(/render_error 4, fallback_shown 4, boundary_reached 4/);

  await expect.poll(() => lastCheck()?.percent, { timeout: 3 * GUARD_MS }).toBeNull();
  const ended = server.canaryReport('remote-auth');
  expect(ended).toMatch(/canary \S+ \(ended\) beside pin/);
  expect(ended).toMatch(/^ALERT: 25 unverifiable health reports/m);
  expect(ended).toMatch(/^sessions with fallback shown\s+100\.0 % \(4\/4\)\s+0\.0 % \(0\/2\)$/m);
  expect(ended).toMatch(/^page threw at render\s+4 in 4 sessions\s+0 in 0 sessions$/m);
  expect(ended).toMatch(/^p75 first remote render\s+-\s+\d+ ms \(2 sessions\)$/m);

  // A new session in the canary's buckets gets the pin.
  const { context, page } = await session(browser, server.origin, 0, '/authentication/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.close();
});
