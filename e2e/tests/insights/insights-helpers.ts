import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** The first campaign id of a platform (campaigns exist on native and display). */
export async function firstCampaignId(
  request: APIRequestContext,
  token: string,
  platform: 'native' | 'display',
): Promise<number> {
  for (let id = 1; id <= 100; id++) {
    const response = await request.get(`/api/v1/${platform}/campaign/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (response.ok()) return id;
  }
  throw new Error(`no ${platform} campaign among the first 100 ids`);
}

/** Waits for the analytics overview to show its data. */
export async function waitForAnalytics(page: Page) {
  await expect(page.getByRole('figure', { name: 'New and active ads per day' })).toBeVisible();
}

/** The "Sep 1 2026 – Sep 30 2026" line under the filters. */
export function periodLine(page: Page) {
  return page.getByText(/^\w{3} \d{1,2} \d{4} – \w{3} \d{1,2} \d{4}$/);
}
