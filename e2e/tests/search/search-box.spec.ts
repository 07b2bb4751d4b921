import { keywordTermText } from '@adlens/shared-contracts';
import type { Request } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { waitForResults } from './search-helpers';

const SUGGESTIONS = /\/api\/v1\/meta\/ads\/suggestions\?/;

function suggestionText(request: Request): string {
  return new URL(request.url()).searchParams.get('q') ?? '';
}

// How often typing asks (once per pause, never for the empty text) is the search box's debounce,
// held with fake timers in shared-ui's search-box tests. Here keystrokes come from a browser on a
// loaded machine: a stall between two of them is a pause, so a request for a part of the text is
// allowed (CI saw "zq" before "zqxj"), but each request is for a prefix of what was typed, the last
// for the whole text, and never for the empty text.
async function expectAskedFor(asked: readonly string[], typed: string) {
  await expect.poll(() => asked.at(-1)).toBe(typed);
  for (const text of asked) expect(typed.startsWith(text) && text !== '', text).toBe(true);
}

test('typing asks for suggestions when it pauses and shows them or "Result Not Found"', async ({
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

  // Three quick keystrokes, then a pause: a request for the whole text.
  let answered = page.waitForResponse(SUGGESTIONS);
  await box.pressSequentially(prefix, { delay: 40 });
  await answered;
  await expect(page.getByRole('listbox', { name: 'Keyword' })).toBeVisible();
  await expect(
    page.getByRole('option', { name: new RegExp(`^${prefix}`, 'i') }).first(),
  ).toBeVisible();
  await expectAskedFor(asked, prefix);

  asked.length = 0;
  answered = page.waitForResponse(SUGGESTIONS);
  await box.fill('');
  await box.pressSequentially('zqxj', { delay: 40 });
  await answered;
  await expect(page.getByText('Result Not Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await expectAskedFor(asked, 'zqxj');

  // Emptied: the list closes and no request goes out for the empty text.
  const beforeEmptied = asked.length;
  await box.fill('');
  await expect(page.getByText('Result Not Found')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // A last pause proves the empty text was skipped: its request is the next one after 'zqxj'.
  answered = page.waitForResponse(SUGGESTIONS);
  await box.pressSequentially(prefix.slice(0, 1), { delay: 40 });
  await answered;
  expect(asked.slice(beforeEmptied)).toEqual([prefix.slice(0, 1)]);
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
