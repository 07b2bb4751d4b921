import { adSearchDataSchema, successBodySchema } from '@adlens/shared-contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

/** The id of an ad that exists on meta, asked of the API with the signed-in user's token. */
async function firstMetaAdId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/v1/meta/ads/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { per_page: 1 },
  });
  expect(response.ok(), `search answered ${response.status()}`).toBe(true);
  const { items } = successBodySchema(adSearchDataSchema).parse(await response.json()).data;
  const [first] = items;
  if (!first) throw new Error('the seed has no meta ad');
  return first.id;
}

// The ad detail's first data (its free preview) loads in the page's loader.
const AD_DATA = '**/api/v1/meta/ads/*/preview';

for (const [status, title] of [
  [500, 'Server error'],
  [503, 'Service unavailable'],
] as const) {
  test(`a ${status} on a page's data lands on /${status}, marked failed, with a retry`, async ({
    page,
    request,
    signInAs,
  }) => {
    const id = await firstMetaAdId(request, await signInAs('demo'));
    await page.route(AD_DATA, (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          meta: { message: 'Upstream trouble', action: 'SNACKBAR', type: 'error', code: status },
        }),
      }),
    );

    await page.goto(`/meta/ads/${id}`);

    await expect(page).toHaveURL(`/${status}?redirect=${encodeURIComponent(`/meta/ads/${id}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Page loading' })).toHaveAttribute(
      'aria-valuetext',
      'Loading failed',
    );

    await page.unroute(AD_DATA);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(`/meta/ads/${id}`);
    // The page's own data again: the cost to confirm, or the detail when the worker's shared demo
    // session already paid this ad in another test (sharing one needs a paid view).
    const cost = page.getByRole('button', { name: /^Open for \d+ credits?$/ });
    await expect(
      cost.or(page.getByRole('region', { name: 'Full detail', exact: true })),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Page loading' })).toHaveCount(0);
  });
}

test('a status page opened directly explains itself without a failed bar', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/502');
  await expect(page.getByRole('heading', { level: 1, name: 'Bad gateway' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Page loading' })).toHaveCount(0);
});
