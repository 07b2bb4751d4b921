import { adSearchDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { expect, test } from '../../fixtures/test';
import { waitForResults } from './search-helpers';

test('look-alike creatives collapse into one card with "N variants" and expand with the toggle', async ({
  page,
  request,
  signInAs,
}) => {
  const token = await signInAs('demo');
  // A seeded group of look-alikes (the seed makes them deterministically, decision 0033).
  const response = await request.post('/api/v1/meta/ads/search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { group_variants: true, sort: 'oldest', per_page: 100 },
  });
  const { items } = successBodySchema(adSearchDataSchema).parse(await response.json()).data;
  const grouped = items.find((item) => (item.variant_count ?? 1) > 1);
  if (!grouped?.variant_count) throw new Error('no group of variants among the oldest meta ads');
  const size = grouped.variant_count;

  // The advertiser and product after the hook: plain words any keyword syntax reads the same.
  const keyword = grouped.title.split(': ').pop() ?? grouped.title;
  await page.goto(`/meta/search?keyword=${encodeURIComponent(keyword)}`);
  await waitForResults(page);
  const cards = page.getByRole('article', { name: grouped.title, exact: true });
  const collapsed = await cards.count();
  await expect(cards.filter({ hasText: `${size} variants` })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Group variants' })).toBeChecked();

  // The box follows the address, which changes once the new results have loaded: click, then wait.
  await page.getByRole('checkbox', { name: 'Group variants' }).click();
  await expect(page).toHaveURL(/[?&]variants=all(&|$)/);
  await expect(page.getByRole('checkbox', { name: 'Group variants' })).not.toBeChecked();
  await expect(cards).toHaveCount(collapsed + size - 1);
  await expect(page.getByText(/^\d+ variants$/)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Group variants' })).not.toBeChecked();
  await expect(cards).toHaveCount(collapsed + size - 1);

  await page.getByRole('checkbox', { name: 'Group variants' }).click();
  await expect(page).not.toHaveURL(/variants=/);
  await expect(page.getByRole('checkbox', { name: 'Group variants' })).toBeChecked();
  await expect(cards).toHaveCount(collapsed);
  await expect(cards.filter({ hasText: `${size} variants` })).toHaveCount(1);
});
