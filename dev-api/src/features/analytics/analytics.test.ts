import {
  domainAnalyticsEndpoint,
  platformAnalyticsEndpoint,
  topAdvertisersEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

test('platform analytics: a zero-filled series of the period and consistent totals', async () => {
  const data = okData(
    platformAnalyticsEndpoint,
    await server.request('GET', '/v1/facebook/analytics?period=7', { token: server.token }),
  );
  expect(data.series).toHaveLength(7);
  expect(data.series.at(-1)?.date).toBe(data.to);
  expect(data.totals.ads).toBeGreaterThan(0);
  expect(data.totals.new_ads).toBe(data.series.reduce((sum, day) => sum + day.new_ads, 0));
  expect(data.top_ctas.length).toBeGreaterThan(0);
  const counts = data.top_domains.map((item) => item.count);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  const wider = okData(
    platformAnalyticsEndpoint,
    await server.request('GET', '/v1/facebook/analytics?period=90', { token: server.token }),
  );
  expect(wider.totals.ads).toBeGreaterThanOrEqual(data.totals.ads);
});

test('a country filter narrows the ads; a bad period is a 400; an unknown platform a 404', async () => {
  const all = okData(
    platformAnalyticsEndpoint,
    await server.request('GET', '/v1/meta/analytics?period=90', { token: server.token }),
  );
  const us = okData(
    platformAnalyticsEndpoint,
    await server.request('GET', '/v1/meta/analytics?period=90&country=US', { token: server.token }),
  );
  expect(us.totals.ads).toBeLessThanOrEqual(all.totals.ads);
  expect(
    errorOf(await server.request('GET', '/v1/meta/analytics?period=45', { token: server.token })),
  ).toMatchObject({
    status: 400,
    action: 'SNACKBAR',
  });
  expect(
    errorOf(await server.request('GET', '/v1/myspace/analytics', { token: server.token })),
  ).toMatchObject({
    status: 404,
  });
});

test('domain analytics by id and by name agree', async () => {
  const [row] = await server.db.query<{ id: number; name: string }>(
    `SELECT d.id, d.name FROM ads a JOIN domains d ON d.id = a.domain_id WHERE a.platform = 'meta'
     GROUP BY d.id ORDER BY count(*) DESC, d.id LIMIT 1`,
  );
  const byId = okData(
    domainAnalyticsEndpoint,
    await server.request('GET', `/v1/meta/analytics/${row?.id}`, { token: server.token }),
  );
  const byName = okData(
    domainAnalyticsEndpoint,
    await server.request('GET', `/v1/meta/analytics/${row?.name}`, { token: server.token }),
  );
  expect(byName).toEqual(byId);
  expect(byId.ad_count).toBeGreaterThan(0);
  expect(byId.advertisers.reduce((sum, owner) => sum + owner.ad_count, 0)).toBe(byId.ad_count);
  expect(byId.series).toHaveLength(30);
  expect(
    errorOf(
      await server.request('GET', '/v1/meta/analytics/nope.invalid', { token: server.token }),
    ),
  ).toMatchObject({
    status: 404,
  });
});

test('top advertisers rank by ads, reach or engagement with running ranks across pages', async () => {
  for (const rank of ['ads', 'reach', 'engagement'] as const) {
    const page = okData(
      topAdvertisersEndpoint,
      await server.request(
        'GET',
        `/v1/tiktok/analytics/top-advertisers?period=90&rank_by=${rank}&per_page=5`,
        { token: server.token },
      ),
    );
    const values = page.items.map((item) => item[rank]);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  }
  const second = okData(
    topAdvertisersEndpoint,
    await server.request(
      'GET',
      '/v1/tiktok/analytics/top-advertisers?period=90&per_page=2&page=2',
      { token: server.token },
    ),
  );
  expect(second.items.map((item) => item.rank)).toEqual([3, 4]);
});

test('an account with analytics blocked is redirected to /you-are-blocked without a logout', async () => {
  const blocked = await server.login('blocked@adlens.test');
  for (const path of [
    '/v1/meta/analytics',
    '/v1/meta/analytics/top-advertisers',
    '/v1/meta/analytics/1',
  ]) {
    const meta = errorOf(await server.request('GET', path, { token: blocked }));
    expect(meta).toMatchObject({ status: 403, action: 'REDIRECT', to: '/you-are-blocked' });
    expect(meta.code).not.toBe(403);
  }
});
