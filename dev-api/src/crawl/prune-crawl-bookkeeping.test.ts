import { z } from 'zod';
import { adHistories } from '../features/exports/ad-history';
import { previewIngestion } from '../features/follows/preview-ingestion';
import { addDays } from '../seed/reference-date';
import { seedDayPlus } from '../testing/seed-day';
import { useTestServer } from '../testing/use-test-server';
import { pruneCrawlBookkeeping } from './prune-crawl-bookkeeping';

// Decision 0071: thinning crawl runs and sightings never changes what the permanent record shows.
const server = useTestServer({ per: 'file', signIn: true });
const DAYS = 5;
const morning = (days: number) => new Date(`${seedDayPlus(days)}T09:00:00.000Z`);

const pickedSchema = z.array(z.object({ id: z.number(), platform: z.string(), kind: z.string() }));

beforeAll(async () => {
  // Changes are recorded for followed things: follow the owners of the first day's stops, moved
  // landing pages and launches (read from the generator's plan, as evidence.test.ts does).
  const { summary, launches } = await previewIngestion(server.db, morning(1));
  const owners = z.array(z.object({ owner_id: z.number(), platform: z.string() })).parse(
    await server.db.query(
      `SELECT DISTINCT owner_id, platform FROM ads WHERE id = ANY($1::int[])`,
      [[summary.stopped[0], summary.landing_changed[0], summary.landing_changed[1]]],
    ),
  );
  const launcher = launches[0];
  if (launcher) owners.push({ owner_id: launcher.owner_id, platform: launcher.platform });
  for (const owner of owners) {
    await server.request('POST', '/v1/follows', {
      token: server.token,
      body: { kind: 'owner', platform: owner.platform, target_id: owner.owner_id },
    });
  }
  for (let days = 1; days <= DAYS; days += 1) {
    server.clock.now = morning(days);
    await server.ingest();
  }
});

async function count(table: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

/** What a user sees of an ad: its detail, chain, evidence line, landing timeline and export history. */
async function record(ad: { id: number; platform: string }) {
  const get = async (path: string) =>
    (await server.request('GET', path, { token: server.token })).json;
  return {
    detail: await get(`/v1/${ad.platform}/ads/${ad.id}`),
    chain: await get(`/v1/platform/url-chain/${ad.id}`),
    evidence: await get(`/v1/${ad.platform}/ads/${ad.id}/evidence`),
    landing: await get(`/v1/${ad.platform}/ads/${ad.id}/landing-history`),
    exported: (await adHistories(server.db, [ad.id])).get(ad.id),
  };
}

test('pruning every run it may leaves ads, their evidence lines and landing histories as they were', async () => {
  // One ad per kind of change the crawls proved: stopped ones, moved landing pages, new ones.
  const picked = pickedSchema.parse(
    await server.db.query(
      `SELECT DISTINCT ON (e.kind) a.id, a.platform, e.kind
       FROM change_events e JOIN ads a ON a.id = e.ad_id
       WHERE e.evidence IS NOT NULL ORDER BY e.kind, a.id`,
    ),
  );
  expect(picked.map((ad) => ad.kind)).toEqual(
    expect.arrayContaining(['landing_changed', 'new_ad', 'stopped']),
  );
  // The first read unlocks the detail (a credit); the record is read after.
  for (const ad of picked) await record(ad);
  const before = await Promise.all(picked.map(record));
  const kept = { ads: await count('ads'), versions: await count('landing_versions') };
  const sightings = await count('crawl_sightings');
  const runs = await count('crawl_runs');
  const pairs = await count('(SELECT DISTINCT ad_id, landing_url FROM crawl_sightings) p');

  const removed = await pruneCrawlBookkeeping(server.db, addDays(seedDayPlus(DAYS), 1));

  expect(removed.sightings).toBeGreaterThan(0);
  expect(await count('crawl_sightings')).toBe(sightings - removed.sightings);
  expect(await count('(SELECT DISTINCT ad_id, landing_url FROM crawl_sightings) p')).toBe(pairs);
  expect(removed.runs).toBeGreaterThan(0);
  expect(await count('crawl_runs')).toBe(runs - removed.runs);
  expect({ ads: await count('ads'), versions: await count('landing_versions') }).toEqual(kept);
  expect(await Promise.all(picked.map(record))).toEqual(before);
  // Every run an event's evidence names is still there.
  const [orphans] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM change_events e,
       jsonb_array_elements(coalesce(e.evidence->'runs', '[]'::jsonb)) ref
     WHERE NOT EXISTS (SELECT 1 FROM crawl_runs r WHERE r.id = (ref->>'run_id')::int)`,
  );
  expect(orphans?.n).toBe(0);
});

test('keeps the recent days whole', async () => {
  const sightings = await count('crawl_sightings');
  expect(await pruneCrawlBookkeeping(server.db, seedDayPlus(1))).toEqual({
    sightings: 0,
    runs: 0,
  });
  expect(await count('crawl_sightings')).toBe(sightings);
});
