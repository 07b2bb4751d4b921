import { expect, test } from '../../fixtures/test';
import { periodLine, waitForAnalytics } from './insights-helpers';

for (const platform of ['meta', 'tiktok'] as const) {
  test(`platform analytics of ${platform}: totals, charts, top lists and advertisers`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('demo');
    await page.goto(`/${platform}/analytics`);
    await waitForAnalytics(page);
    await expect(page.getByRole('heading', { level: 1, name: /analytics$/ })).toBeVisible();
    await expect(page.getByText('Advertisers', { exact: true })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Ads per call to action' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Ads per country' })).toBeVisible();
    const domains = page.getByRole('region', { name: 'Top domains' }).getByRole('link');
    await expect(domains.first()).toHaveAttribute(
      'href',
      new RegExp(`^/${platform}/analytics/.+\\..+`),
    );
    const table = page.getByRole('table', { name: /Top advertisers by ads/ });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText('1');
    await expect(firstRow.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/${platform}/owner/\\d+$`),
    );
    await expect(firstRow).toContainText('%');
  });
}

test('a new period is a new URL; back restores the previous one', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/meta/analytics');
  await waitForAnalytics(page);
  const thirtyDays = await periodLine(page).textContent();
  const loaded = page.waitForRequest((request) =>
    request.url().includes('/api/v1/meta/analytics?period=7'),
  );
  await page.getByRole('radio', { name: '7 days' }).check();
  await loaded;
  await expect(page).toHaveURL('/meta/analytics?period=7');
  await expect(periodLine(page)).not.toHaveText(thirtyDays ?? '');
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL('/meta/analytics');
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(periodLine(page)).toHaveText(thirtyDays ?? '');

  await page.goForward();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await waitForAnalytics(page);
});

test('country and category come back from a pasted link', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/facebook/analytics?period=90&country=US&category=Ecommerce');
  await waitForAnalytics(page);
  await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Ecommerce');
});

test('a 500 answer of the analytics call goes to /500', async ({ page, signInAs }) => {
  await signInAs('demo');
  // Only the analytics call of the page fails; everything else is the real server.
  await page.route(
    (url) => url.pathname === '/api/v1/meta/analytics',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', meta: { message: 'Server error' } }),
      }),
  );
  await page.goto('/meta/analytics');
  // The status page keeps the failed page to try again (`?redirect=`).
  await expect(page).toHaveURL(`/500?redirect=${encodeURIComponent('/meta/analytics')}`);
});

test('an account with analytics blocked never sees insights, nor downloads it once the tab knows it', async ({
  page,
  signInAs,
}) => {
  await signInAs('blocked');
  // The tab loads the user once (user init); a first address may preload its page beside that
  // call (decision 0018), so the account is known before the blocked addresses are opened.
  await page.goto('/meta/search');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/meta/analytics');
  await expect(page).toHaveURL('/you-are-blocked');
  await page.goto('/meta/analytics/novalabs.com');
  await expect(page).toHaveURL('/you-are-blocked');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/analytics/i);
  expect(requested.filter((url) => url.includes('/remotes/remote-insights/'))).toEqual([]);
});
