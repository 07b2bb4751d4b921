import {
  AD_DETAIL_CREDIT_COST,
  adDetailDataSchema,
  adPreviewDataSchema,
  adSearchDataSchema,
  successBodySchema,
} from '@adlens/shared-contracts';
import { similarAdsEndpoint } from '@adlens/shared-contracts/features';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from '../../fixtures/test';
import { openFirstAd, waitForResults } from './search-helpers';

// These tests spend the demo account's credits: one at a time, so counts stay predictable.
test.describe.configure({ mode: 'serial' });

/** An ad of a platform that the signed-in user has not paid for, found through the free preview. */
async function unpaidAdId(request: APIRequestContext, token: string, platform: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const search = await request.post(`/api/v1/${platform}/ads/search`, {
    headers,
    data: { sort: 'oldest', per_page: 20 },
  });
  const { items } = successBodySchema(adSearchDataSchema).parse(await search.json()).data;
  for (const ad of items) {
    const response = await request.get(`/api/v1/${platform}/ads/${ad.id}/preview`, { headers });
    const preview = successBodySchema(adPreviewDataSchema).parse(await response.json()).data;
    if (!preview.paid) return ad.id;
  }
  throw new Error(`every listed ${platform} ad is paid for already`);
}

test('the first view costs one credit; a repeat view in a new browser context costs nothing', async ({
  page,
  request,
  browser,
  baseURL,
  signInAs,
}) => {
  const id = await unpaidAdId(request, await signInAs('demo'), 'youtube');
  await page.goto(`/youtube/ads/${id}`);
  const credits = page.getByTestId('remaining-credits');
  const cost = page.getByRole('region', { name: 'Open the full detail' });
  await expect(page.getByRole('img', { name: /^Thumbnail of / })).toBeVisible();
  await expect(cost).toContainText(`This costs ${AD_DETAIL_CREDIT_COST} credit; you have`);
  const before = Number(await credits.textContent());
  await cost.getByRole('button', { name: `Open for ${AD_DETAIL_CREDIT_COST} credit` }).click();
  await expect(page.getByRole('region', { name: 'Full detail', exact: true })).toBeVisible();
  await expect(credits).toHaveText(String(before - AD_DETAIL_CREDIT_COST));
  await expect(page.getByRole('heading', { name: 'URL chain' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Engagement over time' })).toBeVisible();

  // Another device: a fresh sign-in with empty storage. The server remembers the ad is paid.
  const other = await browser.newContext({ baseURL });
  await signIn(request, other, baseURL ?? '', 'demo');
  const again = await other.newPage();
  const opened = again.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1/youtube/ads/${id}`,
  );
  await again.goto(`/youtube/ads/${id}`);
  await expect(again.getByRole('region', { name: 'Full detail', exact: true })).toBeVisible();
  const view = successBodySchema(adDetailDataSchema).parse(await (await opened).json()).data;
  expect(view.credits.charged).toBe(0);
  await expect(again.getByRole('button', { name: /^Open for/ })).toHaveCount(0);
  await expect(again.getByTestId('remaining-credits')).toHaveText(
    String(before - AD_DETAIL_CREDIT_COST),
  );
  await other.close();
});

test('an account without credits cannot see a detail', async ({ page, signInAs }) => {
  await signInAs('noCredits');
  await page.goto('/meta/search');
  await waitForResults(page);
  const title = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByText('You have no credits left')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open for/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL('/plans/select');
});

test('an ad bookmarked into a new collection shows in /bookmarks', async ({ page, signInAs }) => {
  await signInAs('demo');
  const collection = `Picks ${Date.now()}`;
  await page.goto('/meta/search?sort=most_seen');
  const title = await openFirstAd(page);
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await page.getByRole('textbox', { name: 'New collection name' }).fill(collection);
  await page.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByRole('checkbox', { name: collection })).toBeChecked();

  await page.goto('/bookmarks');
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('link', { name: `${collection} 1 ad` })
    .click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('a share link opens the ad for an anonymous visitor', async ({ page, signInAs, browser }) => {
  await signInAs('demo');
  await page.goto('/pinterest/search');
  const title = await openFirstAd(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('status', { name: 'Share link' }).textContent();
  expect(link).toMatch(/\/share\/pinterest\/ads\/[\w-]+$/);

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(link ?? '');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Engagement history' })).toBeVisible();
  await expect(visitor.getByTestId('remaining-credits')).toHaveCount(0);
  // The paid research stays with the paid detail (decision 0024).
  for (const paid of ['Targeting', 'Landing page', 'URL chain']) {
    await expect(visitor.getByRole('heading', { name: paid })).toHaveCount(0);
  }
  await anonymous.close();
});

test('the opened detail shows look-alikes from other advertisers, each with its reason', async ({
  page,
  request,
  signInAs,
}) => {
  const headers = { Authorization: `Bearer ${await signInAs('demo')}` };
  const search = await request.post('/api/v1/meta/ads/search', {
    headers,
    data: { sort: 'oldest', per_page: 50 },
  });
  const { items } = successBodySchema(adSearchDataSchema).parse(await search.json()).data;
  // The first listed ad that has look-alikes, asked through the free endpoint the panel reads.
  let found: { id: number; reason: string } | undefined;
  for (const ad of items) {
    const response = await request.get(`/api/v1/meta/ads/${ad.id}/similar`, { headers });
    const similar = successBodySchema(similarAdsEndpoint.data).parse(await response.json()).data;
    const first = similar.items[0];
    if (first) {
      found = { id: ad.id, reason: first.reason };
      break;
    }
  }
  if (!found) throw new Error('none of the 50 oldest Meta ads has a look-alike');

  await page.goto(`/meta/ads/${found.id}`);
  const open = page.getByRole('button', { name: /^Open for/ });
  const detail = page.getByRole('region', { name: 'Full detail', exact: true });
  await expect(open.or(detail)).toBeVisible();
  if (await open.isVisible()) await open.click();
  const panel = page.getByRole('region', { name: 'More like this' });
  const list = panel.getByRole('list', { name: 'Look-alikes, most alike first' });
  await expect(list).toBeVisible();
  await expect(list.getByText(found.reason).first()).toBeVisible();
  await expect(
    list.getByRole('article').first().getByRole('heading').getByRole('link'),
  ).toHaveAttribute('href', /^\/[a-z]+\/ads\/\d+$/);
});
