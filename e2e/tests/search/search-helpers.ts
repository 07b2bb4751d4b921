import { adSearchEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The "1,234 ads" line above the grid, as a number. */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ ads?$/).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/**
 * A word of the first ad's title on a platform, read through the API (a page load less per test):
 * a keyword that matches at least that ad.
 */
export async function keywordOfFirstAd(
  request: APIRequestContext,
  token: string,
  platform: string,
): Promise<string> {
  const response = await request.post(`/api/v1/${platform}/ads/search`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  const { items } = successBodySchema(adSearchEndpoint.data).parse(await response.json()).data;
  const title = items[0]?.title || items[0]?.domain || '';
  const words = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return words[words.length - 1] ?? 'shop';
}

export async function waitForResults(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
}

/**
 * Opens the first result's detail: through the confirm step for an ad not paid for yet, at once
 * for one this user paid for before (the server remembers, whichever test paid it).
 */
export async function openFirstAd(page: Page): Promise<string> {
  await waitForResults(page);
  const card = page.getByRole('article').first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('heading').getByRole('link').click();
  await openShownAd(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** On an ad detail page: confirms the cost when asked, then waits for the full detail. */
export async function openShownAd(page: Page) {
  const confirm = page.getByRole('button', { name: /^Open for \d+ credits?$/ });
  const opened = page.getByRole('region', { name: 'Full detail', exact: true });
  await expect(confirm.or(opened)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(opened).toBeVisible();
}
