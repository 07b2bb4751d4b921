import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { resultCount, waitForResults } from './search-helpers';

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
  await signInAs('demo');
  const free = await countFor(page, 'free');
  const both = await countFor(page, 'free midnight');
  const either = await countFor(page, 'free OR midnight');
  const freeNotMidnight = await countFor(page, 'free -midnight');
  const midnight = await countFor(page, 'midnight');
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThan(Math.min(free, midnight));
  expect(either).toBe(free + midnight - both);
  expect(freeNotMidnight).toBe(free - both);
  // A phrase is stricter than its words.
  const phrase = await countFor(page, '"free trial"');
  expect(phrase).toBeGreaterThan(0);
  expect(phrase).toBeLessThanOrEqual(await countFor(page, 'free trial'));
  expect(await countFor(page, '"trial free"')).toBe(0);

  // Typed in the box, the query is searched in its canonical form and the results agree.
  await page.goto('/meta/search');
  await waitForResults(page);
  const box = page.getByRole('combobox', { name: 'Keyword' });
  await box.fill('free  AND NOT midnight');
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/meta/search?keyword=free+-midnight');
  await expect.poll(() => resultCount(page)).toBe(freeNotMidnight);
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
