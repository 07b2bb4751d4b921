import { useTestServer } from '../testing/use-test-server';

/**
 * Concurrent writes that must end as if they ran one by one. PGlite runs one query at a time, so
 * these races show only on a PostgreSQL server (`TEST_DATABASE_URL`, the PostgreSQL step of
 * `npm test`); on PGlite they pass trivially and guard the same results.
 */

const server = useTestServer({ per: 'test', signIn: true });

async function demoId(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  if (!row) throw new Error('no demo user');
  return row.id;
}

async function metaAds(count: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT $1",
    [count],
  );
  if (rows.length < count) throw new Error(`the seed has fewer than ${count} meta ads`);
  return rows.map((row) => row.id);
}

const toggle = (id: number) =>
  server.request('POST', `/v1/meta/ads/bookmark/${id}`, { token: server.token });

it('makes one Saved collection when the first bookmarks of a platform come at once', async () => {
  const userId = await demoId();
  await server.db.query(
    "DELETE FROM collections WHERE user_id = $1 AND platform = 'meta' AND is_default",
    [userId],
  );
  const ads = await metaAds(50);
  const answers = await Promise.all(ads.map(toggle));
  expect(answers.map((answer) => answer.status)).toEqual(ads.map(() => 200));
  const defaults = await server.db.query<{ id: number }>(
    "SELECT id FROM collections WHERE user_id = $1 AND platform = 'meta' AND is_default",
    [userId],
  );
  expect(defaults).toHaveLength(1);
  const [kept] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM collection_ads WHERE collection_id = $1',
    [defaults[0]?.id],
  );
  expect(kept?.n).toBe(50);
});

it('answers every one of many toggles of one ad and ends where their count says', async () => {
  const [ad] = await metaAds(1);
  const before = (await toggle(ad!)).json as { data: { bookmarked: boolean } };
  const answers = await Promise.all(Array.from({ length: 20 }, () => toggle(ad!)));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  // An even number of toggles leaves the ad as the first toggle left it.
  const flips = answers.map((answer) => (answer.json as { data: { bookmarked: boolean } }).data);
  expect(flips.filter((flip) => flip.bookmarked)).toHaveLength(10);
  const userId = await demoId();
  const rows = await server.db.query(
    `SELECT 1 FROM collection_ads ca JOIN collections c ON c.id = ca.collection_id
     WHERE c.user_id = $1 AND c.is_default AND c.platform = 'meta' AND ca.ad_id = $2`,
    [userId, ad],
  );
  expect(rows.length === 1).toBe(before.data.bookmarked);
});

it('stops at 100 collections however many are created at once', async () => {
  const userId = await demoId();
  const [existing] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM collections WHERE user_id = $1',
    [userId],
  );
  await server.db.query(
    `INSERT INTO collections (user_id, platform, name)
     SELECT $1, 'meta', 'Filler ' || n FROM generate_series(1, $2::int) AS n`,
    [userId, 98 - (existing?.n ?? 0)],
  );
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      server.request('POST', '/v1/bookmark/collections/platform/meta', {
        token: server.token,
        body: { name: `At once ${index}` },
      }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
  const [after] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM collections WHERE user_id = $1',
    [userId],
  );
  expect(after?.n).toBe(100);
});

it('stops at 50 saved filters however many are saved at once', async () => {
  const userId = await demoId();
  await server.db.query('DELETE FROM saved_filters WHERE user_id = $1', [userId]);
  await server.db.query(
    `INSERT INTO saved_filters (user_id, platform, name, filters)
     SELECT $1, 'meta', 'Filler ' || n, '{}' FROM generate_series(1, 48) AS n`,
    [userId],
  );
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      server.request('POST', '/v1/filters/meta/saved', {
        token: server.token,
        body: { name: `At once ${index}`, filters: {} },
      }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  const [after] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_filters WHERE user_id = $1',
    [userId],
  );
  expect(after?.n).toBe(50);
});
