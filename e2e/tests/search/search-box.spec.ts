import { keywordTermText } from '@adlens/shared-contracts';
import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { waitForResults } from './search-helpers';

const SUGGESTIONS = /\/api\/v1\/meta\/ads\/suggestions\?/;

function suggestionText(request: Request): string {
  return new URL(request.url()).searchParams.get('q') ?? '';
}

test('typing asks for suggestions once per pause and shows them or "Result Not Found"', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  await waitForResults(page);
  const title = (await page.getByRole('article').first().getAttribute('aria-label')) ?? 'ab';
  const prefix = title.slice(0, 3).toLowerCase();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (SUGGESTIONS.test(request.url())) asked.push(suggestionText(request));
  });
  const box = page.getByRole('combobox', { name: 'Keyword' });

  // Three quick keystrokes, then a pause: one request for the whole text.
  let answered = page.waitForResponse(SUGGESTIONS);
  await box.pressSequentially(prefix, { delay: 40 });
  await answered;
  await expect(page.getByRole('listbox', { name: 'Keyword' })).toBeVisible();
  await expect(
    page.getByRole('option', { name: new RegExp(`^${prefix}`, 'i') }).first(),
  ).toBeVisible();
  expect(asked).toEqual([prefix]);

  answered = page.waitForResponse(SUGGESTIONS);
  await box.fill('');
  await box.pressSequentially('zqxj', { delay: 40 });
  await answered;
  await expect(page.getByText('Result Not Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  // Emptied: the list closes and no request goes out for the empty text.
  await box.fill('');
  await expect(page.getByText('Result Not Found')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // A last pause proves the empty text was skipped: its request is the next one after 'zqxj'.
  answered = page.waitForResponse(SUGGESTIONS);
  await box.pressSequentially(prefix.slice(0, 1), { delay: 40 });
  await answered;
  expect(asked).toEqual([prefix, 'zqxj', prefix.slice(0, 1)]);
});

test('choosing a suggestion searches it and puts it in the URL', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/meta/search');
  await waitForResults(page);
  const box = page.getByRole('combobox', { name: 'Keyword' });
  const title = (await page.getByRole('article').first().getAttribute('aria-label')) ?? 'ab';
  await box.pressSequentially(title.slice(0, 2).toLowerCase(), { delay: 40 });
  const keyword = page.getByRole('option').filter({ hasText: 'Keyword' }).first();
  await expect(keyword).toBeVisible();
  const text = ((await keyword.textContent()) ?? '').replace(/Keyword$/, '');
  await keyword.click();
  // A title of several words goes into the query as one phrase (decision 0032).
  const search = new URLSearchParams({ keyword: keywordTermText(text) });
  await expect(page).toHaveURL(`/meta/search?${search.toString()}`);
  await waitForResults(page);
});
