import {
  announcementEndpoint,
  followEndpoint,
  followStatusEndpoint,
  followsEndpoint,
  followsSeenEndpoint,
  notificationsEndpoint,
  readNotificationsEndpoint,
  unfollowEndpoint,
  updateFollowEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';
import { previewIngestion } from './preview-ingestion';

const server = useTestServer({ per: 'test', signIn: true });

/** The morning after the seed day: after the digest hour. */
const morning = (days = 1) => new Date(`${seedDayPlus(days)}T09:00:00.000Z`);

async function follow(body: Record<string, unknown>) {
  return server.request('POST', '/v1/follows', { token: server.token, body });
}

async function followCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM follows');
  return row?.n ?? 0;
}

async function notifications() {
  return okData(
    notificationsEndpoint,
    await server.request('GET', '/v1/notifications?unread=true&per_page=100', {
      token: server.token,
    }),
  );
}

/** The owner that launches most new ads in the next run (the run is deterministic). */
async function nextLauncher() {
  const preview = await previewIngestion(server.db, server.clock.now);
  const launcher = preview.launches[0];
  if (!launcher) throw new Error('the next run launches nothing');
  return { launcher, preview };
}

describe('bad input changes nothing', () => {
  test('following what does not exist is a 404', async () => {
    for (const body of [
      { kind: 'owner', platform: 'meta', target_id: 999_999 },
      // An owner of another platform is not this platform's owner.
      { kind: 'owner', platform: 'tiktok', target_id: 1 },
      { kind: 'campaign', platform: 'native', target_id: 999_999 },
      { kind: 'saved_filter', platform: 'meta', target_id: 999_999 },
    ]) {
      expect(errorOf(await follow(body))).toMatchObject({ status: 404, action: 'SNACKBAR' });
    }
    expect(await followCount()).toBe(0);
  });

  test("another user's saved filter cannot be followed", async () => {
    const [other] = await server.db.query<{ id: number }>(
      `INSERT INTO saved_filters (user_id, platform, name, filters)
       SELECT id, 'meta', 'Theirs', '{}' FROM users WHERE email = 'free@adlens.test' RETURNING id`,
    );
    const response = await follow({ kind: 'saved_filter', platform: 'meta', target_id: other?.id });
    expect(errorOf(response)).toMatchObject({ status: 404 });
    expect(await followCount()).toBe(0);
  });

  test('following twice is a 409 and keeps the one follow', async () => {
    okData(followEndpoint, await follow({ kind: 'owner', platform: 'meta', target_id: 1 }));
    expect(errorOf(await follow({ kind: 'owner', platform: 'meta', target_id: 1 }))).toMatchObject({
      status: 409,
      action: 'SNACKBAR',
      message: 'You already follow this',
    });
    expect(await followCount()).toBe(1);
  });

  test('unfollowing what is not followed is a 404', async () => {
    const created = okData(
      followEndpoint,
      await follow({ kind: 'owner', platform: 'meta', target_id: 1 }),
    );
    expect(
      okData(
        unfollowEndpoint,
        await server.request('DELETE', `/v1/follows/${created.id}`, { token: server.token }),
      ),
    ).toEqual({ deleted: 1 });
    expect(
      errorOf(await server.request('DELETE', `/v1/follows/${created.id}`, { token: server.token })),
    ).toMatchObject({ status: 404, action: 'SNACKBAR' });
  });

  test('a malformed follow is refused as invalid input', async () => {
    for (const body of [
      { kind: 'domain', platform: 'meta', target_id: 1 },
      { kind: 'owner', platform: 'meta', target_id: -1 },
      { kind: 'owner', platform: 'meta', target_id: 1, delivery: 'hourly' },
    ]) {
      expect(errorOf(await follow(body))).toMatchObject({ status: 422, action: 'INLINE' });
    }
    expect(await followCount()).toBe(0);
  });
});

test('the toggle reads whether the user follows and how many do', async () => {
  const status = () =>
    server.request('GET', '/v1/follows/target/owner/meta/1', { token: server.token });
  expect(okData(followStatusEndpoint, await status())).toEqual({ follow: null, followers: 0 });
  const created = okData(
    followEndpoint,
    await follow({ kind: 'owner', platform: 'meta', target_id: 1, delivery: 'daily_digest' }),
  );
  expect(created).toMatchObject({ kind: 'owner', followers: 1, delivery: 'daily_digest' });
  const other = await server.login('free@adlens.test');
  await server.request('POST', '/v1/follows', {
    token: other,
    body: { kind: 'owner', platform: 'meta', target_id: 1 },
  });
  expect(okData(followStatusEndpoint, await status())).toEqual({
    follow: { id: created.id, delivery: 'daily_digest' },
    followers: 2,
  });
  const updated = okData(
    updateFollowEndpoint,
    await server.request('PATCH', `/v1/follows/${created.id}`, {
      token: server.token,
      body: { delivery: 'instant' },
    }),
  );
  expect(updated.delivery).toBe('instant');
  expect(
    errorOf(
      await server.request('GET', '/v1/follows/target/owner/meta/999999', { token: server.token }),
    ),
  ).toMatchObject({ status: 404 });
});

test('an ingestion run is deterministic: the same database state gives the same day', async () => {
  server.clock.now = morning();
  const preview = await previewIngestion(server.db, server.clock.now);
  const result = await server.ingest();
  expect(result.summary).toEqual(preview.summary);
  expect(result.summary.new_ads.length).toBeGreaterThan(0);
  expect(result.summary.stopped.length).toBeGreaterThan(0);
  expect(result.summary.landing_changed.length).toBeGreaterThan(0);
  // The index holds the new ads a crawl confirmed, not the world's launches (decision 0061): an
  // ad the source lists late, or a scope read partially, waits for its evidence.
  const confirmed = result.crawl.events.filter((event) => event.kind === 'new_ad');
  const [stored] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ads WHERE id = ANY($1::int[]) AND is_active
       AND first_seen = $2::date`,
    [result.summary.new_ads, seedDayPlus(1)],
  );
  expect(stored?.n).toBe(confirmed.length);
  expect(confirmed.length).toBeGreaterThan(0);
  expect(confirmed.length).toBeLessThan(result.summary.new_ads.length);
  // A stop in the world is not a stop in the index after one silent crawl.
  const [stoppedNow] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ads WHERE id = ANY($1::int[]) AND NOT is_active',
    [result.summary.stopped],
  );
  expect(stoppedNow?.n).toBe(0);
  // The next run is another day of its own.
  const next = await previewIngestion(server.db, morning(2));
  expect(next.summary.new_ads).not.toEqual(result.summary.new_ads);
});

test('a followed owner gets one notification per run grouping its changes, leading to exactly those ads', async () => {
  server.clock.now = morning();
  const { launcher } = await nextLauncher();
  okData(
    followEndpoint,
    await follow({ kind: 'owner', platform: launcher.platform, target_id: launcher.owner_id }),
  );
  const result = await server.ingest();
  expect(result.notifications).toHaveLength(1);
  const [created] = result.notifications;
  const list = await notifications();
  const mine = list.items.filter((item) => item.link?.startsWith('/following?announcement='));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ title: launcher.name, read: false });
  expect(mine[0]?.message).toMatch(
    new RegExp(`^${launcher.new_ads} new ad${launcher.new_ads === 1 ? '' : 's'}`),
  );
  const announcement = okData(
    announcementEndpoint,
    await server.request('GET', `/v1/follows/announcements/${created?.announcementId}`, {
      token: server.token,
    }),
  );
  const newAds = announcement.items.filter((item) => item.changes.includes('new_ad'));
  expect(newAds).toHaveLength(launcher.new_ads);
  expect(announcement.items.every((item) => item.ad.owner.id === launcher.owner_id)).toBe(true);
  expect(announcement.items.map((item) => item.ad.id).sort()).toEqual([...created!.adIds].sort());
});

test('an ad matched by an owner follow and a saved filter follow is announced once', async () => {
  server.clock.now = morning();
  const { launcher } = await nextLauncher();
  const [saved] = await server.db.query<{ id: number }>(
    `INSERT INTO saved_filters (user_id, platform, name, filters)
     SELECT id, $1, 'Everything', '{}' FROM users WHERE email = 'demo@adlens.test' RETURNING id`,
    [launcher.platform],
  );
  okData(
    followEndpoint,
    await follow({ kind: 'saved_filter', platform: launcher.platform, target_id: saved?.id }),
  );
  okData(
    followEndpoint,
    await follow({ kind: 'owner', platform: launcher.platform, target_id: launcher.owner_id }),
  );
  const result = await server.ingest();
  const announced = result.notifications.flatMap((created) => created.adIds);
  expect(new Set(announced).size).toBe(announced.length);
  const byOwner = result.notifications.find((created) => created.title === launcher.name);
  expect(byOwner?.message).toMatch(new RegExp(`^${launcher.new_ads} new ad`));
  // The saved filter announces the platform's other new ads, not the owner's again.
  const bySearch = result.notifications.find((created) => created.title === 'Everything');
  for (const adId of byOwner?.adIds ?? []) expect(bySearch?.adIds ?? []).not.toContain(adId);
  // A second run never announces those ads as new again (stopping later is news of its own).
  server.clock.now = morning(2);
  for (const created of (await server.ingest()).notifications) {
    const announcement = okData(
      announcementEndpoint,
      await server.request('GET', `/v1/follows/announcements/${created.announcementId}`, {
        token: server.token,
      }),
    );
    for (const item of announcement.items.filter((entry) => entry.changes.includes('new_ad')))
      expect(announced).not.toContain(item.ad.id);
  }
});

test('a daily digest waits for the digest hour and then sends what it gathered once', async () => {
  server.clock.now = new Date(`${seedDayPlus(1)}T03:00:00.000Z`);
  const { launcher } = await nextLauncher();
  okData(
    followEndpoint,
    await follow({
      kind: 'owner',
      platform: launcher.platform,
      target_id: launcher.owner_id,
      delivery: 'daily_digest',
    }),
  );
  expect((await server.ingest()).notifications).toEqual([]);
  server.clock.now = new Date(`${seedDayPlus(1)}T09:00:00.000Z`);
  const second = await previewIngestion(server.db, server.clock.now);
  const gathered =
    launcher.new_ads +
    (second.launches.find((entry) => entry.owner_id === launcher.owner_id)?.new_ads ?? 0);
  const digest = await server.ingest();
  expect(digest.notifications).toHaveLength(1);
  expect(digest.notifications[0]).toMatchObject({
    title: `Daily digest: ${launcher.name}`,
    digest: true,
    type: 'default',
  });
  expect(digest.notifications[0]?.message).toMatch(new RegExp(`^${gathered} new ads?(,|$)`));
  // Later the same day nothing more goes out, whatever the runs find.
  server.clock.now = new Date(`${seedDayPlus(1)}T15:00:00.000Z`);
  expect((await server.ingest()).notifications).toEqual([]);
});

test('the Following page lists changes since the last visit, followers and stale owners', async () => {
  server.clock.now = morning();
  const { launcher } = await nextLauncher();
  const [staleOwner] = await server.db.query<{ id: number; platform: string }>(
    `SELECT o.id, o.platform FROM owners o JOIN ads a ON a.owner_id = o.id
     GROUP BY o.id HAVING max(a.last_seen) < $1::date - 90 ORDER BY o.id LIMIT 1`,
    [seedDayPlus(1)],
  );
  if (!staleOwner) throw new Error('the seed has no owner silent for 90 days');
  await follow({ kind: 'owner', platform: launcher.platform, target_id: launcher.owner_id });
  await follow({ kind: 'owner', platform: staleOwner.platform, target_id: staleOwner.id });
  await server.ingest();
  const list = async () =>
    okData(followsEndpoint, await server.request('GET', '/v1/follows', { token: server.token }));
  const [first] = (await list()).items.filter((item) => item.target_id === launcher.owner_id);
  expect(first?.changes_since_seen.new_ad).toBe(launcher.new_ads);
  expect(first?.stale).toBe(false);
  expect(first?.followers).toBe(1);
  expect((await list()).items.find((item) => item.target_id === staleOwner.id)?.stale).toBe(true);
  server.clock.now = new Date(morning().getTime() + 60_000);
  expect(
    okData(
      followsSeenEndpoint,
      await server.request('POST', '/v1/follows/seen', { token: server.token }),
    ),
  ).toEqual({ seen: 2 });
  const [after] = (await list()).items.filter((item) => item.target_id === launcher.owner_id);
  expect(after?.changes_since_seen).toEqual({
    new_ad: 0,
    stopped: 0,
    landing_changed: 0,
    new_country: 0,
    reactivated: 0,
  });
  expect(after?.changed_ad_ids).toEqual([]);
});

test('a followed campaign hears of the countries it reaches', async () => {
  server.clock.now = morning();
  const { preview } = await nextLauncher();
  const [country] = preview.summary.new_countries;
  if (!country) throw new Error('the next run adds no country');
  const [campaign] = await server.db.query<{ id: number; platform: string }>(
    'SELECT c.id, c.platform FROM ads a JOIN campaigns c ON c.id = a.campaign_id WHERE a.id = $1',
    [country.ad_id],
  );
  okData(
    followEndpoint,
    await follow({ kind: 'campaign', platform: campaign?.platform, target_id: campaign?.id }),
  );
  const result = await server.ingest();
  expect(result.notifications).toHaveLength(1);
  expect(result.notifications[0]?.message).toContain(`new country: ${country.country}`);
});

test('opening the bell marks notifications read', async () => {
  const before = await notifications();
  const [one] = before.items;
  expect(
    okData(
      readNotificationsEndpoint,
      await server.request('POST', '/v1/notifications/read', {
        token: server.token,
        body: { ids: [one?.id] },
      }),
    ),
  ).toEqual({ read: 1 });
  expect((await notifications()).unread_count).toBe(before.unread_count - 1);
  okData(
    readNotificationsEndpoint,
    await server.request('POST', '/v1/notifications/read', { token: server.token, body: {} }),
  );
  expect((await notifications()).unread_count).toBe(0);
});
