import { AD_DETAIL_CREDIT_COST } from '@adlens/shared-contracts';
import type { Page } from '@playwright/test';
import { createConfirmedAccount, passwordField, uniqueEmail } from '../auth/auth-helpers';
import { expect, test } from '../../fixtures/test';
import { failCheckout, signInAsNewCustomer } from '../account/shop-helpers';
import { openFirstAd, resultCount, waitForResults } from '../search/search-helpers';

const PASSWORD = 'journey-password-1';

/** The page's tag-manager data layer entries that name an event, in order. */
function events(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => {
    const entries: unknown = Reflect.get(window, 'dataLayer');
    if (!Array.isArray(entries)) return [];
    return entries.filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    );
  });
}

async function eventNames(page: Page): Promise<unknown[]> {
  return (await events(page)).map((entry) => entry.event);
}

// A fresh account: the journey spends a credit, which must not change the demo account's count
// under another suite's feet.
test('sign-in, search, filter, open and bookmark push their events in order', async ({
  page,
  request,
}) => {
  // Five pages and a sign-up: 27 s on a two-core CI run beside the other worker, 31 s once.
  test.setTimeout(60_000);
  const email = uniqueEmail('journey');
  await createConfirmedAccount(request, email, PASSWORD);

  await page.goto(`/authentication/signin?redirect=${encodeURIComponent('/meta/search')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(PASSWORD);
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL('/meta/search');
  await waitForResults(page);
  const everything = await resultCount(page);
  await expect.poll(() => eventNames(page)).toEqual(['sign_in', 'search_run']);

  await page.getByRole('button', { name: 'Call to action' }).click();
  await page.getByRole('checkbox', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL('/meta/search?ctas=Shop+Now');
  await expect.poll(() => resultCount(page)).toBeLessThan(everything);
  await expect.poll(() => eventNames(page)).toHaveLength(4);
  await page.keyboard.press('Escape');

  // The first word of the first filtered ad's title: titles starting with it are suggested (so
  // Search is enabled), and the keyword search keeps at least that ad.
  const title = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const keyword = title.toLowerCase().split(' ')[0] ?? '';
  const box = page.getByRole('combobox', { name: 'Keyword' });
  await box.pressSequentially(keyword, { delay: 20 });
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    `/meta/search?${new URLSearchParams({ keyword, ctas: 'Shop Now' }).toString()}`,
  );
  await waitForResults(page);
  await expect.poll(() => eventNames(page)).toHaveLength(5);
  const found = await resultCount(page);

  await openFirstAd(page);
  await expect(page).toHaveURL(/\/meta\/ads\/\d+$/);
  const adId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect.poll(() => eventNames(page)).toHaveLength(6);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await page.getByRole('textbox', { name: 'New collection name' }).fill(`Journey ${Date.now()}`);
  await page.getByRole('button', { name: 'Create and save' }).click();
  await expect.poll(() => eventNames(page)).toContain('bookmark');

  expect(await events(page)).toEqual([
    { event: 'sign_in', method: 'password' },
    {
      event: 'search_run',
      platform: 'meta',
      keyword: '',
      filters: 0,
      page: 1,
      results: everything,
    },
    { event: 'filter_applied', platform: 'meta', filter: 'ctas', values: ['Shop Now'] },
    {
      event: 'search_run',
      platform: 'meta',
      keyword: '',
      filters: 1,
      page: 1,
      results: expect.any(Number),
    },
    { event: 'search_run', platform: 'meta', keyword, filters: 1, page: 1, results: found },
    // A fresh account has paid for no ad yet.
    { event: 'ad_opened', platform: 'meta', ad_id: adId, cost: AD_DETAIL_CREDIT_COST },
    { event: 'bookmark', platform: 'meta', ad_id: adId, bookmarked: true, collections: 1 },
  ]);
});

test('checking a coupon on the plans page pushes coupon_checked with its validity', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/plans/select');
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  await code.fill('nope42');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(code).toHaveAccessibleDescription('This coupon does not exist');
  await code.fill('save10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page).toHaveURL(/coupon=SAVE10/);
  await expect
    .poll(() => events(page))
    .toEqual([
      { event: 'coupon_checked', code: 'NOPE42', valid: false },
      { event: 'coupon_checked', code: 'SAVE10', valid: true },
    ]);
});

test('a plan paid through the gateway pushes plan_chosen, then payment_result with the gateway', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // The trip to the gateway loads other pages: every push is kept in the tab's session storage.
  await page.addInitScript(() => {
    const kept = (): unknown[] => JSON.parse(sessionStorage.getItem('e2e.data-layer') ?? '[]');
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      sessionStorage.setItem('e2e.data-layer', JSON.stringify([...kept(), ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    Reflect.set(window, 'dataLayer', layer);
  });
  await signInAsNewCustomer(request, context, baseURL ?? '', 'pay-events');
  const payment = await failCheckout(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }),
  ).toBeVisible();

  const pushed = () =>
    page.evaluate((): unknown => JSON.parse(sessionStorage.getItem('e2e.data-layer') ?? '[]'));
  await expect.poll(pushed).toEqual([
    { event: 'plan_chosen', plan: 'pro', period: 'year' },
    { event: 'payment_result', payment, result: 'failed', gateway: 'paypal' },
  ]);
  // A reload shows the page again but does not count the payment twice.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }),
  ).toBeVisible();
  expect(await pushed()).toHaveLength(2);
});
