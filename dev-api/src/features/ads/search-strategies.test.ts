import { adSearchBodySchema } from '@adlens/shared-contracts';
import type { Platform } from '@adlens/shared-contracts';
import { type TestServer, createTestServer } from '../../testing/test-server';
import { searchAds } from './search-ads';

let server: TestServer;
let userId: number;
beforeAll(async () => {
  server = await createTestServer();
  const [user] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  userId = user?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const cases: [Platform, object][] = [
  ['meta', {}],
  ['meta', { page: 2, per_page: 5 }],
  ['meta', { page: 500 }],
  ['facebook', { keyword: 'shop', sort: 'most_relevant' }],
  ['meta', { countries: ['Tier 1'], status: 'active', sort: 'oldest' }],
  ['tiktok', { engagement: { plays: { min: 1000 } }, sort: 'most_engagement', per_page: 7 }],
  ['native', { sort: 'most_seen', page: 3, per_page: 4 }],
];

test.each(cases)(
  'the single-statement plan returns what the former plan did (%s %j)',
  async (platform, body) => {
    const input = { platform, body: adSearchBodySchema.parse(body), userId };
    const single = await searchAds(server.db, input, 'single');
    const separate = await searchAds(server.db, input, 'separate');
    expect(single).toEqual(separate);
  },
);

test('bookmarked ads are flagged by both plans', async () => {
  const input = {
    platform: 'meta' as const,
    body: adSearchBodySchema.parse({ per_page: 100 }),
    userId,
  };
  const single = await searchAds(server.db, input, 'single');
  expect(single.items.filter((item) => item.bookmarked).length).toBeGreaterThan(0);
});
