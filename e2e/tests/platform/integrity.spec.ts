import { pinSetSchema } from '@adlens/shared-contracts/platform';
import {
  FALLBACK_BOUND_MS,
  navigateInApp,
  pinnedRelease,
  remoteFailureEvents,
  remoteFallback,
  useTestConfig,
} from './platform-helpers';
import { expect, test } from './shared-session';

test('every served pin of a local release carries its integrity', async ({ request }) => {
  const pins = pinSetSchema.parse(await (await request.get('/environment.json')).json());
  for (const pin of pins.remotes) expect(pin.integrity, pin.name).toMatch(/^sha384-/);
});

test('a tampered remote entry is refused before it runs, with the fallback and a report', async ({
  page,
  useSharedSession,
}) => {
  await useTestConfig(page);
  await useSharedSession();
  const release = pinnedRelease('remote_insights');
  // The release's bytes with one line added: what a compromised CDN or a rewritten file would serve.
  await page.route(
    (url) => url.pathname === `${release.base}remoteEntry.js`,
    async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\nwindow.__adlensTampered = true;`;
      await route.fulfill({ response, body });
    },
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/meta/search');
  await expect(page.getByRole('heading', { level: 1, name: /ad search/i })).toBeVisible();
  await navigateInApp(page, '/meta/analytics');

  await expect(remoteFallback(page)).toBeVisible({ timeout: FALLBACK_BOUND_MS });
  // Not one line of the tampered file ran.
  expect(await page.evaluate(() => '__adlensTampered' in window)).toBe(false);
  await expect.poll(() => remoteFailureEvents(page, 'remote_insights')).toHaveLength(1);
  const [event] = await remoteFailureEvents(page, 'remote_insights');
  expect(event?.context.remote_failure).toMatchObject({
    version: release.version,
    fault: 'integrity',
  });
  expect(consoleErrors.join('\n')).toMatch(/does not match the pinned integrity/);
  // The shell and the other remotes are untouched.
  await page.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /ad search/i })).toBeVisible();
});
