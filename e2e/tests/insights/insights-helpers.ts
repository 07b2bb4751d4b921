import { adDetailDataSchema, adSearchDataSchema } from '@adlens/shared-contracts';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/**
 * A campaign id of a platform, from the detail of its newest ad (native and display advertisers
 * run every ad in a campaign). The detail costs the account one credit.
 */
export async function campaignIdOf(
  request: APIRequestContext,
  token: string,
  platform: 'native' | 'display',
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const search = await request.post(`/api/v1/${platform}/ads/search`, {
    headers,
    data: { sort: 'newest', per_page: 1 },
  });
  const ad = adSearchDataSchema.parse((await search.json()).data).items[0];
  if (!ad) throw new Error(`no ${platform} ad`);
  const detail = await request.get(`/api/v1/${platform}/ads/${ad.id}`, { headers });
  const campaignId = adDetailDataSchema.parse((await detail.json()).data).ad.campaign_id;
  if (campaignId === null) throw new Error(`${platform} ad ${ad.id} has no campaign`);
  return campaignId;
}

/** Waits for the analytics overview to show its data. */
export async function waitForAnalytics(page: Page) {
  await expect(page.getByRole('figure', { name: 'New and active ads per day' })).toBeVisible();
}

/** The "Sep 1 2026 – Sep 30 2026" line under the filters. */
export function periodLine(page: Page) {
  return page.getByText(/^\w{3} \d{1,2} \d{4} – \w{3} \d{1,2} \d{4}$/);
}
