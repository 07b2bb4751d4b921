import { expect, test } from '../../fixtures/test';
import { openFirstAd } from '../search/search-helpers';

test('a campaign is reached from the detail of one of its ads', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/display/search');
  await openFirstAd(page);
  const link = page.getByRole('link', { name: /^campaign \d+$/ });
  const id = ((await link.textContent()) ?? '').replace(/\D/g, '');
  const header = page.waitForRequest((request) =>
    request.url().endsWith(`/api/v1/display/campaign/${id}`),
  );
  await link.click();
  await header;
  await expect(page).toHaveURL(`/display/campaign/${id}`);
  await expect(page.getByRole('group', { name: 'Days running' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ads' })).toHaveAttribute('aria-selected', 'true');
});
