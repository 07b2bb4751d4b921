import { pinSetSchema } from '@adlens/shared-contracts/platform';
import { expect, test } from '../../fixtures/test';
import { pinnedRelease } from './platform-helpers';

test('the host loads a remote from wherever the pin file points, with no rebuild', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  // Serve the same pin set with remote-search's entry switched from its manifest to its remoteEntry.js.
  await page.route('**/environment.json', async (route) => {
    const pins = pinSetSchema.parse(await (await route.fetch()).json());
    const remotes = pins.remotes.map((pin) =>
      pin.name === 'remote_search'
        ? { ...pin, entry: pin.entry.replace('mf-manifest.json', 'remoteEntry.js') }
        : pin,
    );
    await route.fulfill({ json: { ...pins, remotes } });
  });
  // The host's own requests: the server's preload hints follow the server's pin file, which this
  // test leaves as it is (Chromium types a `<link rel="preload">` fetch "other").
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'other') requested.push(new URL(request.url()).pathname);
  });

  await page.goto('/reddit/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Reddit ad search' })).toBeVisible();
  const { base } = pinnedRelease('remote_search');
  expect(requested).toContain(`${base}remoteEntry.js`);
  expect(requested).not.toContain(`${base}mf-manifest.json`);
});

test('an invalid pin file leaves the shell working and explains the missing pages', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.route('**/environment.json', (route) =>
    route.fulfill({ json: { environment: 'production', remotes: 'not-a-list' } }),
  );
  await page.goto('/meta/search');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'This part of Adlens is unavailable right now' }),
  ).toBeVisible();
});

test('the pin file is fetched once: the page preloads it and the entry chunk reuses that request', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  // Chromium types a `<link rel="preload" as="fetch">` request "other" and a script's fetch "fetch":
  // one "other" request means the HTML started it and the entry chunk's fetch reused it.
  const pinFileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/environment.json') {
      pinFileRequests.push(request.resourceType());
    }
  });
  await page.goto('/reddit/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Reddit ad search' })).toBeVisible();
  expect(pinFileRequests).toEqual(['other']);
});
