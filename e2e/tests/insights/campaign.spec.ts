import { expect, test } from '../../fixtures/test';
import { campaignIdOf } from './insights-helpers';

for (const platform of ['native', 'display'] as const) {
  test(`a ${platform} campaign: header facts and tabs with their calls`, async ({
    page,
    signInAs,
    request,
  }) => {
    // Three tabs, a sort, a reload and two steps back: long on a shared two-core machine.
    test.slow();
    const token = await signInAs('demo');
    const id = await campaignIdOf(request, token, platform);
    const adsCall = page.waitForRequest((r) =>
      r.url().includes(`/api/v1/${platform}/campaign/${id}/data/ads`),
    );
    await page.goto(`/${platform}/campaign/${id}`);
    await adsCall;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Days running', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ads' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel').getByRole('article').first().getByRole('link'),
    ).toHaveAttribute('href', new RegExp(`^/${platform}/ads/\\d+$`));

    const publisherCalls = Promise.all([
      page.waitForRequest((r) => r.url().includes(`/campaign/${id}/data/publishers`)),
      page.waitForRequest((r) => r.url().includes(`/campaign/${id}/chart/publisher`)),
    ]);
    await page.getByRole('tab', { name: 'Publishers' }).click();
    await publisherCalls;
    await expect(page).toHaveURL(`/${platform}/campaign/${id}?tab=publishers`);
    await expect(page.getByRole('table', { name: /^Publishers, page 1/ })).toBeVisible();

    const countryCalls = Promise.all([
      page.waitForRequest((r) => r.url().includes(`/campaign/${id}/data/countries`)),
      page.waitForRequest((r) => r.url().includes(`/campaign/${id}/chart/country`)),
    ]);
    await page.getByRole('tab', { name: 'Countries' }).click();
    await countryCalls;
    await expect(page).toHaveURL(`/${platform}/campaign/${id}?tab=countries`);
    const countries = page.getByRole('table', { name: /^Countries, page 1/ });
    await expect(countries).toBeVisible();

    await countries.getByRole('button', { name: 'Ads', exact: true }).click();
    await expect(page).toHaveURL(`/${platform}/campaign/${id}?tab=countries&sort=ads.desc`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('columnheader', { name: 'Ads', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.goBack();
    await expect(page).toHaveURL(`/${platform}/campaign/${id}?tab=countries`);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Publishers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
}

test('an unknown campaign goes to /404', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/native/campaign/999999');
  // The status page keeps the failed page to try again (`?redirect=`).
  await expect(page).toHaveURL(`/404?redirect=${encodeURIComponent('/native/campaign/999999')}`);
});
