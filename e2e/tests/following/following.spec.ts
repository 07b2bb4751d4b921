import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { ingest, nextLauncher } from '../../fixtures/ingest';

// Ingestion runs are global to the run's database: these tests take turns.
test.describe.configure({ mode: 'serial' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function announcedAds(request: APIRequestContext, token: string, link: string) {
  const id = new URL(link, 'http://x').searchParams.get('announcement');
  const response = await request.get(`/api/v1/follows/announcements/${id}`, {
    headers: auth(token),
  });
  const body = (await response.json()) as { data: { items: { ad: { id: number } }[] } };
  return body.data.items.map((item) => item.ad.id);
}

async function followOwnerOnItsPage(
  page: Page,
  launcher: { platform: string; owner_id: number; name: string },
) {
  await page.goto(`/${launcher.platform}/owner/${launcher.owner_id}`);
  const follow = page.getByRole('button', { name: `Follow ${launcher.name}`, exact: true });
  await expect(follow).toBeEnabled();
  await follow.click();
  const following = page.getByRole('button', { name: `Following ${launcher.name}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  // The server's answer has come back once the toggle takes presses again.
  await expect(following).toBeEnabled();
}

test('following an owner, one ingestion brings one grouped notification that leads to its new ads', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  await signInAs('demo');
  const launcher = await nextLauncher();
  await followOwnerOnItsPage(page, launcher);

  await ingest();

  await page.goto('/meta/search');
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const menu = page.getByRole('region', { name: 'Notifications' });
  const mine = menu.getByRole('listitem').filter({ hasText: launcher.name });
  await expect(mine).toHaveCount(1);
  const plural = launcher.new_ads === 1 ? '' : 's';
  const summary = mine.getByRole('link', {
    name: new RegExp(`^${launcher.new_ads} new ad${plural}`),
  });
  await summary.click();

  await expect(page).toHaveURL(/\/following\?announcement=\d+$/);
  const ads = page.getByRole('list', { name: /^Ads of: / });
  await expect(ads.getByText('New ad', { exact: false })).toHaveCount(launcher.new_ads);
  await expect(page.getByRole('list', { name: 'Followed' })).toContainText(launcher.name);
});

test("an ad matched by its owner's follow and a saved search's follow is announced once", async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const token = await signInAs('demo');
  const launcher = await nextLauncher();
  const saved = await request.post(`/api/v1/filters/${launcher.platform}/saved`, {
    headers: auth(token),
    data: { name: `Everything on ${launcher.platform}`, filters: {} },
  });
  expect(saved.ok()).toBe(true);
  const savedId = ((await saved.json()) as { data: { id: number } }).data.id;
  const followed = await request.post('/api/v1/follows', {
    headers: auth(token),
    data: { kind: 'saved_filter', platform: launcher.platform, target_id: savedId },
  });
  expect(followed.ok()).toBe(true);
  await followOwnerOnItsPage(page, launcher);

  await ingest();

  const listed = await request.get('/api/v1/notifications?unread=true&per_page=100', {
    headers: auth(token),
  });
  const notifications = (
    (await listed.json()) as {
      data: { items: { title: string; link: string | null }[] };
    }
  ).data.items.filter((item) => item.link?.startsWith('/following?announcement='));
  const byOwner = notifications.filter((item) => item.title === launcher.name);
  expect(byOwner).toHaveLength(1);
  const ownerAds = await announcedAds(request, token, byOwner[0]?.link ?? '');
  const everyAnnounced: number[] = [];
  for (const item of notifications)
    everyAnnounced.push(...(await announcedAds(request, token, item.link ?? '')));
  for (const adId of ownerAds)
    expect(
      everyAnnounced.filter((id) => id === adId),
      `ad ${adId}`,
    ).toHaveLength(1);
});
