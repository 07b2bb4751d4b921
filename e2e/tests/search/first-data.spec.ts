import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { navigateInApp } from '../platform/platform-helpers';
import { waitForResults } from './search-helpers';

// Decision 0044: the host starts a page's first data when the route has matched and its guards
// have passed, beside the page's module, and the page takes that answer instead of asking again.

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Holds the page's exposed chunk of remote-search (preload and script alike) until released. */
async function holdPageChunk(page: Page, module: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) =>
      url.pathname.startsWith('/remotes/remote-search/') &&
      url.pathname.includes(`/__federation_expose_${module}.`) &&
      url.pathname.endsWith('.js'),
    (route) => {
      if (!holding) return route.fallback();
      held.push(route);
      return undefined;
    },
  );
  return {
    release() {
      holding = false;
      for (const route of held.splice(0)) void route.fallback().catch(() => {});
    },
  };
}

/** Every request and finished request of the page, in the order the browser reported them. */
function recordRequests(page: Page) {
  const events: string[] = [];
  const sent: string[] = [];
  page.on('request', (request) => {
    events.push(`request ${request.method()} ${pathOf(request)}`);
    sent.push(`${request.method()} ${pathOf(request)}`);
  });
  page.on('requestfinished', (request) => events.push(`finished ${pathOf(request)}`));
  return {
    events,
    /** How often `method path` was asked. */
    count: (method: string, path: string) =>
      sent.filter((entry) => entry === `${method} ${path}`).length,
  };
}

const isChunk = (module: string) => (event: string) =>
  event.startsWith('finished /remotes/remote-search/') &&
  event.includes(`/__federation_expose_${module}.`) &&
  event.endsWith('.js');

test('the search asks for its results before its page chunk has arrived, and once', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  const requests = recordRequests(page);
  const held = await holdPageChunk(page, 'SearchPage');
  const results = page.waitForRequest(
    (request) => request.method() === 'POST' && pathOf(request) === '/api/v1/meta/ads/search',
  );
  const opened = page.goto('/meta/search');
  // Only the host can ask now: the page's own code is still held back.
  await results;
  expect(requests.events.some(isChunk('SearchPage'))).toBe(false);
  held.release();
  await opened;
  await waitForResults(page);

  const dataAt = requests.events.indexOf('request POST /api/v1/meta/ads/search');
  const chunkAt = requests.events.findIndex(isChunk('SearchPage'));
  expect(dataAt).toBeGreaterThanOrEqual(0);
  expect(chunkAt).toBeGreaterThan(dataAt);
  expect(requests.count('POST', '/api/v1/meta/ads/search')).toBe(1);
  expect(requests.count('GET', '/api/v1/filters/meta/search')).toBe(1);
  expect(requests.count('GET', '/api/v1/filters/meta/saved')).toBe(1);

  // The next navigation asks for its own data, once: nothing started earlier serves it.
  await navigateInApp(page, '/x/search?sort=oldest');
  await waitForResults(page);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
  expect(requests.count('POST', '/api/v1/x/ads/search')).toBe(1);
  expect(requests.count('GET', '/api/v1/filters/x/search')).toBe(1);
  expect(requests.count('POST', '/api/v1/meta/ads/search')).toBe(1);
});

test('a search link with filters asks for the definitions early and its results once', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  const requests = recordRequests(page);
  await page.goto('/tiktok/search?media_type=video');
  await waitForResults(page);
  expect(requests.count('GET', '/api/v1/filters/tiktok/search')).toBe(1);
  expect(requests.count('POST', '/api/v1/tiktok/ads/search')).toBe(1);
});

test('the ad detail asks for its free preview before its page chunk, once, and never the paid detail', async ({
  page,
  request,
  signInAs,
}) => {
  const token = await signInAs('demo');
  const search = await request.post('/api/v1/meta/ads/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { sort: 'newest', per_page: 1 },
  });
  const body = (await search.json()) as { data: { items: { id: number }[] } };
  const id = body.data.items[0]?.id;
  expect(id).toBeDefined();
  const previewPath = `/api/v1/meta/ads/${String(id)}/preview`;

  const requests = recordRequests(page);
  const held = await holdPageChunk(page, 'AdDetailPage');
  const preview = page.waitForRequest((candidate) => pathOf(candidate) === previewPath);
  const opened = page.goto(`/meta/ads/${String(id)}`);
  await preview;
  expect(requests.events.some(isChunk('AdDetailPage'))).toBe(false);
  held.release();
  await opened;
  // The newest ad may have been paid for by another test of this worker's demo session: then the
  // page opens its full detail at once, else it shows the preview's thumbnail and the cost.
  await expect(
    page
      .getByRole('img', { name: /^Thumbnail of / })
      .or(page.getByRole('region', { name: 'Creative', exact: true })),
  ).toBeVisible();
  expect(requests.count('GET', previewPath)).toBe(1);
  // The detail costs credits: the host never starts it; the page asks only once the preview is in
  // (at once for an ad paid before, else after the user's confirmation).
  const detailAt = requests.events.indexOf(`request GET /api/v1/meta/ads/${String(id)}`);
  const previewDoneAt = requests.events.indexOf(`finished ${previewPath}`);
  expect(previewDoneAt).toBeGreaterThanOrEqual(0);
  expect(detailAt === -1 || detailAt > previewDoneAt).toBe(true);
});

test('a guest and an invalid ad link start no page data', async ({ page, signInAs }) => {
  const requests = recordRequests(page);
  await page.goto('/meta/ads/12');
  await expect(page).toHaveURL(/\/authentication\/signin\?redirect=/);
  expect(requests.count('GET', '/api/v1/meta/ads/12/preview')).toBe(0);

  await signInAs('demo');
  await page.goto('/meta/ads/not-an-id');
  await expect(page.getByText('This ad link is not valid.')).toBeVisible();
  expect(requests.events.filter((event) => event.includes('/api/v1/meta/ads/'))).toEqual([]);
});
