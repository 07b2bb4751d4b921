import { followEndpoint, followEvidenceEndpoint } from '@adlens/shared-contracts';
import { SOURCE_PROFILES } from '../../crawl/crawl-model';
import { okData } from '../../testing/contract';
import { seedDayPlus } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';
import { previewIngestion } from './preview-ingestion';
import { runIngestion } from './run-ingestion';

// Decision 0061 end to end: the world stops an ad, crawls find out, the follower hears of it only
// once the evidence holds, and the evidence is served with the change.
const server = useTestServer({ per: 'file', signIn: true });

const morning = (days: number) => new Date(`${seedDayPlus(days)}T09:00:00.000Z`);

async function count(sql: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(sql);
  return row?.n ?? 0;
}

/** The hidden world's state of each ad, in order. */
async function worldStates(adIds: number[]): Promise<string[]> {
  const rows = await server.db.query<{ ad_id: number; state: string }>(
    'SELECT ad_id, state FROM world_ads WHERE ad_id = ANY($1::int[])',
    [adIds],
  );
  return adIds.map((id) => rows.find((row) => row.ad_id === id)?.state ?? 'missing');
}

test('a real stop reaches a follower after K silent complete crawls, with its evidence line', async () => {
  server.clock.now = morning(1);
  const { summary } = await previewIngestion(server.db, server.clock.now);
  const [adId] = summary.stopped;
  const [ad] = await server.db.query<{ owner_id: number; platform: 'meta' }>(
    'SELECT owner_id, platform FROM ads WHERE id = $1',
    [adId],
  );
  if (!ad || adId === undefined) throw new Error('the next run stops nothing');
  const followId = okData(
    followEndpoint,
    await server.request('POST', '/v1/follows', {
      token: server.token,
      body: { kind: 'owner', platform: ad.platform, target_id: ad.owner_id },
    }),
  ).id;
  const k = SOURCE_PROFILES[ad.platform].missesToStop;
  const stoppedInWorld = new Set<number>();
  let announcedOnRun = 0;
  for (let run = 1; run <= k + 4 && announcedOnRun === 0; run++) {
    server.clock.now = morning(run);
    const result = await server.ingest();
    for (const id of result.summary.stopped) stoppedInWorld.add(id);
    // Every stop the crawls prove happened in the world: no false stop.
    for (const event of result.crawl.events.filter((e) => e.kind === 'stopped'))
      expect(stoppedInWorld.has(event.ad_id)).toBe(true);
    if (result.crawl.events.some((e) => e.kind === 'stopped' && e.ad_id === adId))
      announcedOnRun = run;
  }
  // The day the world stopped it is the first silent crawl; K of them make the stop.
  expect(announcedOnRun).toBeGreaterThanOrEqual(k);
  const evidence = okData(
    followEvidenceEndpoint,
    await server.request('GET', `/v1/follows/${followId}/evidence`, { token: server.token }),
  );
  const stop = evidence.items.find((item) => item.ad_id === adId && item.kind === 'stopped');
  expect(stop?.line).toMatch(
    new RegExp(`^not seen in ${k} complete crawls since [A-Z][a-z]{2} \\d+$`),
  );
  expect(stop?.runs).toHaveLength(k);
  expect(stop?.runs.every((run) => run.complete)).toBe(true);
});

test('a run that fails part-way leaves no run, sighting, belief or index change behind', async () => {
  const tables = ['ingest_runs', 'crawl_runs', 'crawl_sightings', 'ad_evidence', 'change_events'];
  const counts = async () =>
    Promise.all(tables.map((table) => count(`SELECT count(*)::int AS n FROM ${table}`)));
  const movedLandings = async () =>
    count("SELECT count(*)::int AS n FROM ads WHERE final_url LIKE '%-v%'");
  const before = await counts();
  const landings = await movedLandings();
  // The index's last write of the run fails: the whole run must roll back.
  await server.db.query(
    'ALTER TABLE ad_evidence ADD CONSTRAINT evidence_test_fails CHECK (ad_id < 0) NOT VALID',
  );
  try {
    await expect(runIngestion(server.db, { now: morning(20) })).rejects.toThrow(
      /evidence_test_fails/,
    );
  } finally {
    await server.db.query('ALTER TABLE ad_evidence DROP CONSTRAINT evidence_test_fails');
  }
  expect(await counts()).toEqual(before);
  expect(await movedLandings()).toBe(landings);
});

test('a named failed crawl on the first silent day delays the real stop by a day: no false or early stop', async () => {
  // The meta advertiser with the most ads in the index.
  const [owner] = await server.db.query<{ owner_id: number }>(
    "SELECT owner_id FROM ads WHERE platform = 'meta' GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1",
  );
  if (!owner) throw new Error('the seed has no meta ad');
  const scope = `meta:${owner.owner_id}`;
  const followId = okData(
    followEndpoint,
    await server.request('POST', '/v1/follows', {
      token: server.token,
      body: { kind: 'owner', platform: 'meta', target_id: owner.owner_id },
    }),
  ).id;
  const k = SOURCE_PROFILES.meta.missesToStop;
  let named: number | undefined;
  let stoppedOnDay = 0;
  server.clock.now = morning(30);
  // Day 1 the world stops the scope's newest ad, and the scope's crawl fails on its first page.
  for (let day = 1; day <= k + 1; day++) {
    const result = await server.ingest({
      days_ahead: day,
      faults: day === 1 ? [{ scope, fault: 'failed-page' }] : [],
      stop_newest: day === 1 ? [scope] : [],
    });
    expect(result.day).toBe(seedDayPlus(30 + day));
    if (day === 1) [named] = result.summary.named_stops ?? [];
    const stops = result.crawl.events.filter((event) => event.kind === 'stopped');
    // No false stop: the hidden world (read by the test, never by the app) stopped each one.
    expect(await worldStates(stops.map((event) => event.ad_id))).toEqual(
      stops.map(() => 'stopped'),
    );
    if (stops.some((event) => event.ad_id === named)) stoppedOnDay ||= day;
  }
  expect(named).toBeDefined();
  expect(stoppedOnDay).toBe(k + 1);
  const [failed] = await server.db.query<{ complete: boolean; errors: string[] }>(
    "SELECT complete, errors FROM crawl_runs WHERE platform = 'meta' AND owner_id = $1 AND day = $2::date",
    [owner.owner_id, seedDayPlus(31)],
  );
  expect(failed).toEqual({ complete: false, errors: ['page 1 failed'] });
  const evidence = okData(
    followEvidenceEndpoint,
    await server.request('GET', `/v1/follows/${followId}/evidence`, { token: server.token }),
  );
  const stop = evidence.items.find((item) => item.ad_id === named && item.kind === 'stopped');
  // The K silent days after the failed one, each a complete crawl.
  expect(stop?.runs.map((run) => run.day)).toEqual(
    Array.from({ length: k }, (_, index) => seedDayPlus(32 + index)),
  );
  expect(stop?.line).toMatch(new RegExp(`^not seen in ${k} complete crawls`));
});
