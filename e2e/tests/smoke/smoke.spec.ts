import { expect, test } from '../../fixtures/test';
import { pinnedRelease } from '../platform/platform-helpers';

// A short pass over every remote through the current host, run by the pin matrix against each
// pin set (E2E_PINS): one page per remote renders, and remote-search names the pinned release.

test('remote-auth signs a visitor in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
});

test('remote-search serves the pinned release, which says so under the results', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo');
  await page.goto('/facebook/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Facebook ad search' })).toBeVisible();
  const { version } = pinnedRelease('remote_search');
  await expect(page.getByText(`remote-search ${version}`, { exact: true })).toBeVisible();
});

test('remote-insights and remote-account render their pages', async ({ page, signInAs }) => {
  await signInAs('demo');
  await page.goto('/tiktok/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'TikTok analytics' })).toBeVisible();
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
});
