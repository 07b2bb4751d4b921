import { folderOfRemote, type RemoteName } from '@adlens/shared-contracts/platform';
import { expect, test } from '../../fixtures/test';
import { pinnedRelease } from './platform-helpers';

// Each remote's page, reached through the host, is served from the release its pin names.
const REMOTE_PAGES: { remote: RemoteName; path: string; heading: string }[] = [
  {
    remote: 'remote_search',
    path: '/facebook/search',
    heading: 'Facebook ad search',
  },
  { remote: 'remote_insights', path: '/tiktok/analytics', heading: 'TikTok analytics' },
  { remote: 'remote_account', path: '/dashboard/subscription', heading: 'Subscription' },
];

test('an anonymous visit to / ends on the sign-in page rendered by remote-auth', async ({
  page,
}) => {
  const authEntry = page.waitForResponse((response) =>
    response.url().includes(pinnedRelease('remote_auth').base),
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/authentication\/signin/);
  await expect(page.getByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
  expect((await authEntry).ok()).toBe(true);
});

test('an anonymous visitor never downloads a protected remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/facebook/search');
  await expect(page.getByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
  expect(requested.filter((url) => url.includes('/remotes/remote-search/'))).toEqual([]);
});

for (const { remote, path, heading } of REMOTE_PAGES) {
  test(`${folderOfRemote(remote)} renders ${path} through the host`, async ({ page, signInAs }) => {
    await signInAs('demo');
    const entry = page.waitForResponse((response) =>
      response.url().includes(pinnedRelease(remote).base),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect((await entry).ok()).toBe(true);
    // The shell stays the host's.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}
