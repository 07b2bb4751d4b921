import { type Page, expect } from '@playwright/test';

/** The "1,234 ads" line above the grid, as a number. */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ ads?$/).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** A word of the first ad's title on a platform: a keyword that matches at least that ad. */
export async function keywordOfFirstAd(page: Page, platform: string): Promise<string> {
  await page.goto(`/${platform}/search`);
  await waitForResults(page);
  const title = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  const words = title.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return words[words.length - 1] ?? 'shop';
}

export async function waitForResults(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Opens the first result's detail and pays for it through the confirm step. */
export async function openFirstAd(page: Page): Promise<string> {
  await waitForResults(page);
  const card = page.getByRole('article').first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('heading').getByRole('link').click();
  await page.getByRole('button', { name: /^Open for \d+ credits?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}
