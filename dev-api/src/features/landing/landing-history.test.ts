import { landingHistoryEndpoint, platformSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import { expectErrorMeta } from '../../testing/test-server';
import { okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';

// Decision 0064 end to end: the world edits a landing page, the next crawl stores a version and
// judges it from the page alone, and the ad's detail serves the timeline.
const server = useTestServer({ per: 'file', signIn: true });

const revisedAdSchema = z.object({
  id: z.number(),
  platform: platformSchema,
  day: z.string(),
});

beforeAll(async () => {
  for (const days of [1, 2]) {
    server.clock.now = new Date(`${seedDayPlus(days)}T09:00:00.000Z`);
    await server.ingest();
  }
});

test('a material edit of a landing page shows in the ad detail timeline with its diff line', async () => {
  // The truth, read here only to pick a page the world changed materially on the second day.
  const [raw] = await server.db.query(
    `SELECT a.id, a.platform, to_char(w.day, 'YYYY-MM-DD') AS day
     FROM world_landing_revisions w JOIN ads a ON a.final_url = w.url
     WHERE w.label = 'material' AND w.day = $1
       AND EXISTS (SELECT 1 FROM crawl_sightings s WHERE s.ad_id = a.id AND s.landing_url = w.url
                   AND s.run_id IN (SELECT id FROM crawl_runs WHERE day = $1))
     ORDER BY a.id LIMIT 1`,
    [seedDayPlus(2)],
  );
  const ad = revisedAdSchema.parse(raw);
  const path = `/v1/${ad.platform}/ads/${ad.id}/landing-history`;
  expect((await server.request('GET', path, { token: server.token })).status).toBe(402);
  await server.request('GET', `/v1/${ad.platform}/ads/${ad.id}`, { token: server.token });

  const history = okData(
    landingHistoryEndpoint,
    await server.request('GET', path, { token: server.token }),
  );
  const [latest] = history.versions;
  expect(latest).toMatchObject({ seen_on: ad.day, material: true, first: false });
  expect(latest?.summary).toMatch(/^(price|discount|free shipping|trial|guarantee|section) /);
  expect(history.versions.at(-1)?.first).toBe(true);
});

test('an unknown ad is a 404', async () => {
  const response = await server.request('GET', '/v1/meta/ads/2147483000/landing-history', {
    token: server.token,
  });
  expect(response.status).toBe(404);
  expect(expectErrorMeta(response.json).message).toBe('Ad not found');
});
