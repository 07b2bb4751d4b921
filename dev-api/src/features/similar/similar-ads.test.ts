import { similarAdsEndpoint } from '@adlens/shared-contracts/features';
import { okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';
import { measureSimilarity } from './similar-quality';

const server = useTestServer({ signIn: true });

async function demoUserId(): Promise<number> {
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  if (!user) throw new Error('the seed has no user');
  return user.id;
}

test('precision@10 on the seeded look-alike families holds its floor (decision 0066)', async () => {
  // 45 of the tiny seed's 108 family members, spread over all nine families.
  const quality = await measureSimilarity(server.db, { limit: 45, userId: await demoUserId() });
  expect(quality.queries).toBe(45);
  expect(quality.precisionAt10).toBeGreaterThanOrEqual(0.9);
});

test('look-alikes cross platforms and advertisers, each with its reason, and say who ran first', async () => {
  // Ad 46 opens the tiny seed's first family (row 5, meta); its copies run on other platforms.
  const response = await server.request('GET', '/v1/meta/ads/46/similar', { token: server.token });
  const data = okData(similarAdsEndpoint, response);
  expect(data.items.length).toBe(10);
  expect(new Set(data.items.map((item) => item.ad.platform)).size).toBeGreaterThan(3);
  expect(new Set(data.items.map((item) => item.ad.owner.id)).size).toBeGreaterThan(3);
  for (const item of data.items) {
    expect(item.reason).toMatch(
      /^image fingerprint distance \d+; colour distance \d+; headline overlap \d\.\d\d; copy overlap \d\.\d\d/,
    );
  }
  const scores = data.items.map((item) => item.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const earliest = [...data.items.map((item) => item.ad.first_seen)].sort()[0];
  expect(data.first_run?.first_seen.localeCompare(earliest ?? '')).toBeLessThanOrEqual(0);
});

test('a missing ad, or an ad asked for on another platform, is a 404', async () => {
  const missing = await server.request('GET', '/v1/meta/ads/999999/similar', {
    token: server.token,
  });
  expect(missing.status).toBe(404);
  const elsewhere = await server.request('GET', '/v1/tiktok/ads/46/similar', {
    token: server.token,
  });
  expect(elsewhere.status).toBe(404);
});
