import { z } from 'zod';
import { createExportEndpoint, startDownloadEndpoint } from '@adlens/shared-contracts';
import { csvRecords } from '@adlens/shared-contracts/testing';
import { pruneCrawlBookkeeping } from '../../crawl/prune-crawl-bookkeeping';
import { addDays } from '../../seed/reference-date';
import { okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';
import { previewIngestion } from '../follows/preview-ingestion';
import { adHistories } from './ad-history';
import { EXPORT_COLUMNS } from './export-file';

// Decision 0071: stopped ads keep their record, thinning crawl runs and sightings never changes
// what it shows, and exports carry it. One server with a few ingested days serves all three.
const server = useTestServer({ per: 'file', signIn: true });
const DAYS = 5;
const morning = (days: number) => new Date(`${seedDayPlus(days)}T09:00:00.000Z`);

const pickedSchema = z.array(z.object({ id: z.number(), platform: z.string(), kind: z.string() }));

beforeAll(async () => {
  // Changes are recorded for followed things: follow the owners of the first day's stops, moved
  // landing pages and launches (read from the generator's plan, as evidence.test.ts does).
  const { summary, launches } = await previewIngestion(server.db, morning(1));
  const owners = z
    .array(z.object({ owner_id: z.number(), platform: z.string() }))
    .parse(
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

test('thins only the days before the cut, and leaves the later days whole', async () => {
  const onOrAfter = (day: string) =>
    count(`(SELECT 1 FROM crawl_sightings s JOIN crawl_runs r ON r.id = s.run_id
             WHERE r.day >= '${day}') p`);
  const recent = await onOrAfter(seedDayPlus(3));
  const removed = await pruneCrawlBookkeeping(server.db, seedDayPlus(3));
  expect(removed.sightings).toBeGreaterThan(0);
  expect(await onOrAfter(seedDayPlus(3))).toBe(recent);
});

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

/** Exports the owner's ads in `format` and returns the file's text. */
async function exportedFile(platform: string, ownerId: number, format: 'csv' | 'json') {
  const created = okData(
    createExportEndpoint,
    await server.request('POST', '/v1/landing/download', {
      token: server.token,
      body: {
        source: 'owner',
        owner_id: ownerId,
        platform,
        format,
        filters: { sort: 'newest' },
        max_rows: 1000,
      },
    }),
  );
  await server.exportsIdle();
  const started = okData(
    startDownloadEndpoint,
    await server.request('POST', `/v1/landing/download/${created.id}`, { token: server.token }),
  );
  return (await server.raw(started.url.replace(/^\/api/, ''), {})).text();
}

const exportedRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  state_history: z.array(
    z.object({
      day: z.string(),
      kind: z.string(),
      evidence: z.string(),
      evidence_days: z.array(z.string()),
    }),
  ),
  landing_versions: z.array(
    z.object({
      url: z.string(),
      first_seen: z.string(),
      last_seen: z.string(),
      material: z.boolean(),
      summary: z.string(),
      facts: z.object({
        price_cents: z.number().nullable(),
        discount_percent: z.number().nullable(),
        free_shipping: z.boolean(),
        trial_days: z.number().nullable(),
        guarantee_days: z.number().nullable(),
      }),
    }),
  ),
});

test("an owner's export keeps a stopped ad with its state history and landing versions, in both formats", async () => {
  const [stopped] = z
    .array(
      z.object({ id: z.number(), platform: z.string(), owner_id: z.number(), title: z.string() }),
    )
    .parse(
      await server.db.query(
        `SELECT a.id, a.platform, a.owner_id, a.title FROM change_events e JOIN ads a ON a.id = e.ad_id
         WHERE e.kind = 'stopped' ORDER BY a.id LIMIT 1`,
      ),
    );
  if (!stopped) throw new Error('no stop was proved');
  const json = z
    .object({ rows: z.array(exportedRowSchema) })
    .parse(JSON.parse(await exportedFile(stopped.platform, stopped.owner_id, 'json')));
  const row = json.rows.find((candidate) => candidate.id === stopped.id);
  expect(row).toMatchObject({ title: stopped.title, status: 'inactive' });
  const stop = row?.state_history.find((change) => change.kind === 'stopped');
  expect(stop?.evidence).toMatch(/^not seen in \d+ complete crawls since /);
  expect(stop?.evidence_days.length).toBeGreaterThan(1);
  expect(row?.landing_versions.length).toBeGreaterThan(0);
  const history = (await adHistories(server.db, [stopped.id])).get(stopped.id);
  expect({ state_history: row?.state_history, landing_versions: row?.landing_versions }).toEqual(
    JSON.parse(JSON.stringify(history)),
  );

  const csv = await exportedFile(stopped.platform, stopped.owner_id, 'csv');
  expect(csv.split('\r\n')[0]?.endsWith(',status,state_history,landing_versions')).toBe(true);
  const cells = csvRecords(csv).find((record) => record.id === String(stopped.id));
  expect(JSON.parse(cells?.state_history ?? 'null')).toEqual(row?.state_history);
  expect(JSON.parse(cells?.landing_versions ?? 'null')).toEqual(row?.landing_versions);
  expect(EXPORT_COLUMNS.slice(-2)).toEqual(['state_history', 'landing_versions']);
});
