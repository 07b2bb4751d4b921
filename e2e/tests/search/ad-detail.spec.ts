import { AD_DETAIL_CREDIT_COST } from '@adlens/shared-contracts';
import { expect, test } from '../../fixtures/test';
import { openFirstAd, waitForResults } from './search-helpers';

// These tests spend the demo account's credits: one at a time, so counts stay predictable.
test.describe.configure({ mode: 'serial' });

test('opening a detail shows its cost first and then takes it from the credits', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/youtube/search?sort=oldest');
  await waitForResults(page);
  const credits = page.getByTestId('remaining-credits');
  await expect(credits).not.toHaveText('');
  const before = Number(await credits.textContent());
  await openFirstAd(page);
  await expect(credits).toHaveText(String(before - AD_DETAIL_CREDIT_COST));
  await expect(page.getByRole('heading', { name: 'URL chain' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Engagement over time' })).toBeVisible();
});

test('an account without credits cannot see a detail', async ({ page, signInAs }) => {
  await signInAs('noCredits');
  await page.goto('/meta/search');
  await waitForResults(page);
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByText('You have no credits left')).toBeVisible();
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
  await anonymous.close();
});
