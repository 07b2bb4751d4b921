import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { openFirstAd, resultCount, waitForResults } from './search-helpers';

const SEARCH_CALL = /\/api\/v1\/meta\/ads\/search$/;

/** The total of a meta search for a keyword query, opened by link. */
async function countFor(page: Page, keyword: string): Promise<number> {
  await page.goto(`/meta/search?${new URLSearchParams({ keyword }).toString()}`);
  await expect(page.getByRole('combobox', { name: 'Keyword' })).toHaveValue(keyword);
  await expect(page.getByText(/^[\d,]+ ads?$/)).toBeVisible();
  return resultCount(page);
}

// The seed's ad texts say "start your free trial" and "order before midnight" in some ads, and
// both in some: known words whose sets overlap in part.
test('a boolean query narrows, widens and excludes as it says, on the seed', async ({
  page,
  signInAs,
}) => {
  // Five searches, each opened as a page.
  test.slow();
  await signInAs('demo');
  const free = await countFor(page, 'free');
  const midnight = await countFor(page, 'midnight');
  const both = await countFor(page, 'free midnight');
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThan(Math.min(free, midnight));
  expect(await countFor(page, 'free OR midnight')).toBe(free + midnight - both);
  expect(await countFor(page, 'free -midnight')).toBe(free - both);
});

test('a phrase finds its words in this order only', async ({ page, signInAs }) => {
  await signInAs('demo');
  const phrase = await countFor(page, '"free trial"');
  expect(phrase).toBeGreaterThan(0);
  expect(phrase).toBeLessThanOrEqual(await countFor(page, 'free trial'));
  expect(await countFor(page, '"trial free"')).toBe(0);
});

test('a query typed in the box is searched in its canonical form', async ({ page, signInAs }) => {
  await signInAs('demo');
  const expected = await countFor(page, 'free -midnight');
  await page.goto('/meta/search');
  await waitForResults(page);
  await page.getByRole('combobox', { name: 'Keyword' }).fill('free  AND NOT midnight');
  // The last term's suggestions are not needed to send a query of several terms.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/meta/search?keyword=free+-midnight');
  await expect.poll(() => resultCount(page)).toBe(expected);
});

test('a malformed query shows where it went wrong and sends no search', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  await waitForResults(page);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (SEARCH_CALL.test(request.url())) searches.push(request.postData() ?? '');
  });
  const box = page.getByRole('combobox', { name: 'Keyword' });
  await box.fill('free OR "midnight');
  const message = page.getByRole('alert').filter({ hasText: 'Unclosed quote at 9' });
  await expect(message).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Unclosed quote at 9');
  await page.getByRole('button', { name: 'Search' }).click();
  await box.press('Enter');
  await expect(page).toHaveURL('/meta/search');
  expect(searches).toEqual([]);

  // Fixed, the message goes and the search is sent.
  await box.press('End');
  await box.pressSequentially('"');
  await expect(message).toBeHidden();
  await expect(box).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Search' }).click();
  const fixed = new URLSearchParams({ keyword: 'free OR "midnight"' });
  await expect(page).toHaveURL(`/meta/search?${fixed.toString()}`);
  await expect.poll(() => searches.length).toBeGreaterThan(0);
});

// Issue 39's "done when": creative tags are words of the query. The seed's tagger reads question
// hooks and pain angles in its ads' texts, and some of those ads ran for more than 30 days.
test('tag fields typed in the box find the ads that carry them, with the evidence on the detail', async ({
  page,
  signInAs,
}) => {
  // A search, then an ad opened through its confirm step and its tags loaded.
  test.slow();
  await signInAs('demo');
  await page.goto('/meta/search');
  await waitForResults(page);
  const keyword = 'hook:question angle:pain days:>30';
  await page.getByRole('combobox', { name: 'Keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/meta/search?${new URLSearchParams({ keyword }).toString()}`);
  await expect(page.getByText(/^[\d,]+ ads?$/)).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);

  await openFirstAd(page);
  const tags = page.getByRole('region', { name: 'Creative tags' });
  const hook = tags.getByRole('group', { name: 'Hook' });
  await expect(hook.getByText('question', { exact: true })).toBeVisible();
  await expect(hook.locator('mark').first()).toBeVisible();
  await expect(
    tags.getByRole('group', { name: 'Angle' }).getByText('pain', { exact: true }),
  ).toBeVisible();
});
