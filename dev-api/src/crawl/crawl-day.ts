import type { Queryable } from '../db/database';
import { SOURCE_PROFILES, scopeKey } from './crawl-model';
import { type AdEvidence, type EvidenceEvent, applyRun } from './evidence-state';
import { loadEvidence, saveEvidence, storeRun, storeSightings } from './evidence-store';
import { type FaultPlan, planFaults } from './fault-plan';
import { recordLandingPages } from '../features/landing/landing-store';
import { writeIndex } from './index-writes';
import { crawlScope } from './simulated-source';
import { fetchLandingPages } from './world-landing-store';
import { loadWorld } from './world-store';

/** Seeds the day's faults: the same day always meets the same ones. */
export const CRAWL_FAULT_SEED = 61_038;

export interface CrawlDayResult {
  runs: number;
  complete: number;
  events: EvidenceEvent[];
  /** Landing-page versions stored from the day's downloads (decision 0064). */
  landing_versions: number;
}

/**
 * A day of crawling (decision 0061): every owner's ads are read from the simulated source under
 * the day's seeded faults, each run and its sightings are stored, the index's beliefs move only
 * as far as the evidence goes, and the index's ads follow. Runs inside the caller's transaction:
 * a failure part-way leaves nothing written.
 */
export async function crawlDay(
  db: Queryable,
  {
    ingestRunId,
    day,
    seed = CRAWL_FAULT_SEED,
    namedFaults = new Map(),
  }: {
    ingestRunId: number;
    day: string;
    seed?: number;
    /** Faults a test names for some scopes (by `scopeKey`), in place of the seeded ones. */
    namedFaults?: ReadonlyMap<string, FaultPlan>;
  },
): Promise<CrawlDayResult> {
  const world = await loadWorld(db);
  const index = await loadEvidence(db);
  const events: EvidenceEvent[] = [];
  const changed: AdEvidence[] = [];
  const sightings: { run_id: number; ad_id: number; position: number; landing_url: string }[] = [];
  let complete = 0;
  for (const [key, ads] of [...world].sort(([a], [b]) => a.localeCompare(b))) {
    const first = ads[0];
    if (!first) continue;
    const scope = { platform: first.platform, owner_id: first.owner_id };
    const profile = SOURCE_PROFILES[scope.platform];
    const run = crawlScope(ads, {
      scope,
      day,
      profile,
      faults:
        namedFaults.get(scopeKey(scope)) ?? planFaults(seed, day, scope.platform, scopeKey(scope)),
      seed,
    });
    const runId = await storeRun(db, ingestRunId, run);
    if (run.complete) complete++;
    for (const sighting of run.sightings)
      sightings.push({
        run_id: runId,
        ad_id: sighting.ad_id,
        position: sighting.position,
        landing_url: sighting.landing_url,
      });
    const states = index.get(key) ?? new Map<number, AdEvidence>();
    const before = new Map([...states].map(([id, state]) => [id, JSON.stringify(state)]));
    events.push(
      ...applyRun(
        states,
        run,
        {
          run_id: runId,
          day,
          complete: run.complete,
          pages_read: run.pages_read,
          cap_hit: run.cap_hit,
        },
        profile,
      ),
    );
    for (const [id, state] of states)
      if (before.get(id) !== JSON.stringify(state)) changed.push(state);
  }
  await storeSightings(db, sightings);
  await saveEvidence(db, changed);
  await writeIndex(db, {
    day,
    events,
    sighted: sightings.map((sighting) => sighting.ad_id),
  });
  // Every page a sighted ad leads to is downloaded once; only changed ones make a version.
  const landingUrls = [...new Set(sightings.map((sighting) => sighting.landing_url))].sort();
  const landing_versions = await recordLandingPages(
    db,
    day,
    await fetchLandingPages(db, landingUrls, day),
  );
  return { runs: world.size, complete, events, landing_versions };
}
