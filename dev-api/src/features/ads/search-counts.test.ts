import { adSearchEndpoint, successBodySchema, tagFacetsEndpoint } from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';
import { runIngestion } from '../follows/run-ingestion';
import { adTagRows } from '../tags/ad-tag-rows';
import { queueRetagJob, runRetagJob } from '../tag-vocabulary/retag-jobs';

const server = useTestServer({ signIn: true });

async function searchTotal(): Promise<number> {
  const response = await server.request('POST', '/v1/meta/ads/search', {
    token: server.token,
    body: {},
  });
  expect(response.status).toBe(200);
  return successBodySchema(adSearchEndpoint.data).parse(response.json).data.total;
}

async function englishCount(): Promise<number | undefined> {
  const response = await server.request('POST', '/v1/meta/ads/tag-facets', {
    token: server.token,
    body: {},
  });
  expect(response.status).toBe(200);
  const { items } = successBodySchema(tagFacetsEndpoint.data).parse(response.json).data;
  return items.find((item) => item.family === 'lang' && item.tag === 'en')?.count;
}

async function storedTotal(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ads WHERE platform = 'meta'",
  );
  return row?.n ?? 0;
}

test("another process's ingestion reaches the server's remembered counts within a second", async () => {
  const before = await searchTotal();
  const english = await englishCount();
  expect(before).toBe(await storedTotal());

  // What `pnpm ingest` does when it opens the database itself: the server is not told.
  await runIngestion(server.db, { now: server.clock.now });
  const stored = await storedTotal();
  expect(stored).toBeGreaterThan(before);

  // Within the second the server still answers from what it remembers...
  expect(await searchTotal()).toBe(before);
  expect(await englishCount()).toBe(english);

  // ...and a second later it has read the moved generation and counts again.
  server.clock.now = new Date(server.clock.now.getTime() + 1000);
  expect(await searchTotal()).toBe(stored);
  const [row] = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ads WHERE platform = 'meta' AND tag_keys && ARRAY['lang:en']",
  );
  expect(await englishCount()).toBe(row?.n);
});

async function generation(): Promise<number> {
  const [row] = await server.db.query<{ g: string }>(
    'SELECT generation::text AS g FROM search_data_generation',
  );
  return Number(row?.g);
}

// On PostgreSQL both run at once and meet on the one generation row (PGlite runs them in turn).
test('an ingestion and a re-tag job at the same time both finish, each moving the generation', async () => {
  const [demo] = await server.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'demo@adlens.test'",
  );
  const before = await generation();
  const job = await queueRetagJob(server.db, demo?.id ?? 0, 9, server.clock.now);
  const later = new Date(server.clock.now.getTime() + 86_400_000);
  await Promise.all([
    runRetagJob(server.db, job, {
      batchAds: 40,
      tagRows: (ads) => adTagRows(ads).filter((row) => row.family !== 'lang'),
    }),
    runIngestion(server.db, { now: later }),
  ]);
  const [state] = await server.db.query<{ state: string }>(
    'SELECT state FROM retag_jobs WHERE id = $1',
    [job],
  );
  expect(state?.state).toBe('done');
  // One for the ingestion, at least one for the batches that dropped languages.
  expect(await generation()).toBeGreaterThanOrEqual(before + 2);
});
