import { expect, test } from '../../fixtures/test';
import { waitForAnalytics } from './insights-helpers';

test('a domain with dots opens from the analytics, on a cold load and on a reload', async ({
  page,
  signInAs,
  baseURL,
}) => {
  await signInAs('demo');
  await page.goto('/facebook/analytics');
  await waitForAnalytics(page);
  const link = page.getByRole('region', { name: 'Top domains' }).getByRole('link').first();
  const domain = (await link.textContent()) ?? '';
  expect(domain).toContain('.');
  await link.click();
  await expect(page).toHaveURL(`/facebook/analytics/${domain}`);
  await expect(page.getByRole('heading', { level: 1, name: domain })).toBeVisible();

  // Cold: a fresh page that starts at the dotted URL, then a reload of it.
  const cold = await page.context().newPage();
  const response = await cold.goto(`${baseURL}/facebook/analytics/${domain}?period=7`);
  expect(response?.status()).toBe(200);
  await expect(cold.getByRole('heading', { level: 1, name: domain })).toBeVisible();
  await expect(cold.getByRole('heading', { name: 'Technologies' })).toBeVisible();
  await expect(cold.getByRole('radio', { name: '7 days' })).toBeChecked();
  await cold.reload();
  await expect(cold.getByRole('heading', { level: 1, name: domain })).toBeVisible();
});

test('a domain page links its advertisers to owners and its ads to detail and search', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/meta/analytics');
  await waitForAnalytics(page);
  const link = page.getByRole('region', { name: 'Top domains' }).getByRole('link').first();
  const domain = (await link.textContent()) ?? '';
  await link.click();
  const advertisers = page.getByRole('table', { name: /Advertisers landing on/ });
  await expect(advertisers.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/meta\/owner\/\d+$/,
  );
  await expect(page.getByRole('figure', { name: 'Ads per country' })).toBeVisible();
  const ad = page.getByRole('region', { name: 'Ads', exact: true }).getByRole('article').first();
  await expect(ad.getByRole('link')).toHaveAttribute('href', /^\/meta\/ads\/\d+$/);
  await page
    .getByRole('link', {
      name: new RegExp(`^See all .* ads of ${domain.replace(/\./g, '\\.')} in search$`),
    })
    .click();
  await expect(page).toHaveURL(`/meta/search?keyword=${domain}`);
});
