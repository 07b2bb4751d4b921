import { PLATFORMS, platformAnalyticsEndpoint } from '@adlens/shared-contracts';
import { okData } from '../../testing/contract';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

/** The active-ads series of a platform over the last 30 crawl days, oldest first. */
async function activeSeries(platform: string): Promise<number[]> {
  const { series } = okData(
    platformAnalyticsEndpoint,
    await server.request('GET', `/v1/${platform}/analytics?period=30`, { token: server.token }),
  );
  return series.map((day) => day.active_ads);
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/*
 * The seeded catalogue is a crawler's snapshot: a live ad was seen on the latest crawl day. The
 * active-ads series must end as it ran, not fall off over its last days (issue 41: the chart showed
 * a market crash that was only how the seed dated last sightings). The nine platforms are summed
 * so that one ad more or less on a small test seed is not a few percent on its own.
 */
test('the active ads at the end of the 30-day series stay where the days before were', async () => {
  const perPlatform = await Promise.all(PLATFORMS.map(activeSeries));
  const total =
    perPlatform[0]?.map((_, day) => perPlatform.reduce((sum, s) => sum + (s[day] ?? 0), 0)) ?? [];
  expect(total).toHaveLength(30);
  const [dayBefore, lastDay] = total.slice(-2) as [number, number];
  const weekBefore = mean(total.slice(-9, -2));
  expect(Math.abs(lastDay / dayBefore - 1)).toBeLessThan(0.05);
  expect(Math.abs(lastDay / weekBefore - 1)).toBeLessThan(0.1);
});

test('every live ad of the seed was last seen on the latest crawl day', async () => {
  const rows = await server.db.query<{ days: string[] }>(
    `SELECT array_agg(DISTINCT last_seen::text) AS days FROM ads WHERE is_active`,
  );
  const [latest] = await server.db.query<{ day: string }>(
    'SELECT max(last_seen)::text AS day FROM ads',
  );
  expect(rows[0]?.days).toEqual([latest?.day]);
});
