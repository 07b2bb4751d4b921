import { adSearchBodySchema } from '@adlens/shared-contracts';
import type { Platform } from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';
import { LruCache } from '../../cache/lru-cache';
import { searchAds } from './search-ads';

const server = useTestServer();
let userId: number;
beforeAll(async () => {
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  userId = user?.id ?? 0;
});

const cases: [Platform, object][] = [
  ['meta', {}],
  ['meta', { page: 2, per_page: 5 }],
  ['meta', { page: 500 }],
  ['facebook', { keyword: 'shop', sort: 'most_relevant' }],
  // "Most relevant" scores only the matches whose trigram bound reaches the page (decision 0077):
  // a later page, words that are parts of longer words (a loose bound), OR, NOT, a phrase, none.
  ['facebook', { keyword: 'shop', sort: 'most_relevant', page: 3, per_page: 7 }],
  ['youtube', { keyword: 'a', sort: 'most_relevant', page: 2 }],
  ['meta', { keyword: 'free OR trial -shipping', sort: 'most_relevant', page: 2, per_page: 9 }],
  ['tiktok', { keyword: '"free trial"', sort: 'most_relevant' }],
  ['x', { keyword: 'no-such-word-anywhere', sort: 'most_relevant' }],
  ['meta', { countries: ['Tier 1'], status: 'active', sort: 'oldest' }],
  ['tiktok', { engagement: { plays: { min: 1000 } }, sort: 'most_engagement', per_page: 7 }],
  ['native', { sort: 'most_seen', page: 3, per_page: 4 }],
];

test.each(cases)(
  'the single-statement and counted plans return what the former plan did (%s %j)',
  async (platform, body) => {
    const input = { platform, body: adSearchBodySchema.parse(body), userId };
    const separate = await searchAds(server.db, input, 'separate');
    expect(await searchAds(server.db, input, 'single')).toEqual(separate);
    const totals = new LruCache<number>({ maxEntries: 10, maxBytes: Infinity }, () => 0);
    expect(await searchAds(server.db, input, 'counted', totals)).toEqual(separate);
    // The second run takes the remembered total and must not differ.
    expect(await searchAds(server.db, input, 'counted', totals)).toEqual(separate);
    expect(totals.size).toBe(1);
  },
);

test('a remembered total is per filter, so another filter is counted anew', async () => {
  const totals = new LruCache<number>({ maxEntries: 10, maxBytes: Infinity }, () => 0);
  const search = (body: object) =>
    searchAds(
      server.db,
      { platform: 'meta', body: adSearchBodySchema.parse(body), userId },
      'counted',
      totals,
    );
  const all = await search({});
  const active = await search({ status: 'active' });
  const secondPage = await search({ page: 2 });
  expect(active.total).toBeLessThan(all.total);
  expect(secondPage.total).toBe(all.total);
  expect(totals.size).toBe(2);
});

test('bookmarked ads are flagged by both plans', async () => {
  const input = {
    platform: 'meta' as const,
    body: adSearchBodySchema.parse({ per_page: 100 }),
    userId,
  };
  const single = await searchAds(server.db, input, 'single');
  expect(single.items.filter((item) => item.bookmarked).length).toBeGreaterThan(0);
});
