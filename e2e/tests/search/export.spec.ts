import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { csvRecords } from '@adlens/shared-contracts/testing';
import { keywordOfFirstAd, resultCount, waitForResults } from './search-helpers';

/** The ad ids of the cards on the page, in their order (the title links to `/{platform}/ads/{id}`). */
async function shownIds(page: Page): Promise<number[]> {
  const links = page.getByRole('article').getByRole('heading').getByRole('link');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => Number(href.split('/').pop()));
}

test('an export of a filtered search arrives in Downloads and its CSV has the rows the page showed', async ({
  page,
  request,
  signInAs,
}) => {
  const keyword = await keywordOfFirstAd(request, await signInAs('demo'), 'tiktok');
  // Every ad on its own card, as the file has them (exports are never grouped).
  await page.goto(`/tiktok/search?keyword=${keyword}&sort=most_seen&variants=all`);
  await waitForResults(page);
  const count = await resultCount(page);
  const ids = await shownIds(page);
  expect(ids.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Export results' }).click();
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('Export of “TikTok search results” started.')).toBeVisible();
  await page.getByRole('link', { name: 'Open Downloads' }).click();
  await expect(page).toHaveURL('/downloads?kind=export');

  const row = page
    .getByRole('row')
    .filter({ hasText: `keyword "${keyword}"` })
    .first();
  // The page asks again while the file is written; the button comes once it is ready.
  const download = row.getByRole('button', { name: 'Download TikTok search results' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(`Ready, ${count.toLocaleString('en-US')} row`)).toBeVisible();
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^adlens-tiktok-search-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
  const records = csvRecords(await readFile(await file.path(), 'utf8'));
  expect(records).toHaveLength(count);
  expect(records.slice(0, ids.length).map((record) => Number(record.id))).toEqual(ids);
  expect(records.every((record) => record.platform === 'tiktok')).toBe(true);
});
