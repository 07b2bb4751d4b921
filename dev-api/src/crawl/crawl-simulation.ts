import { addDays } from '../seed/reference-date';
import { SOURCE_PROFILES, scopeKey } from './crawl-model';
import type { CrawlRun } from './crawl-model';
import { type AdEvidence, type EvidenceEvent, applyRun } from './evidence-state';
import { type FaultPlan, planFaults } from './fault-plan';
import { crawlScope } from './simulated-source';
import type { SimulatedWorld } from './simulated-world';

export interface SimulationResult {
  events: EvidenceEvent[];
  runs: CrawlRun[];
}

/** The index as it stood before the first crawl: every listed live ad of the world, as seen. */
export function indexWorld(
  world: SimulatedWorld,
  day: string,
): Map<string, Map<number, AdEvidence>> {
  const index = new Map<string, Map<number, AdEvidence>>();
  for (const owner of world.owners) {
    const states = new Map<number, AdEvidence>();
    for (const ad of world.adsOf(owner.platform, owner.owner_id)) {
      if (ad.state !== 'live' || ad.listed_from > day) continue;
      states.set(ad.id, {
        ad_id: ad.id,
        platform: ad.platform,
        owner_id: ad.owner_id,
        status: 'live',
        launched_on: ad.launched_on,
        landing_url: ad.landing_url,
        first_seen: ad.listed_from,
        last_seen: day,
        stopped_on: null,
        misses: [],
      });
    }
    index.set(scopeKey(owner), states);
  }
  return index;
}

/**
 * Days of crawling a simulated world: the world changes on each of `days` days, then stands still
 * for `settleDays` while the crawls catch up; every owner is crawled once a day under the faults
 * the seed (or `faultsFor`) decides.
 */
export function simulateCrawls(
  world: SimulatedWorld,
  {
    seed,
    days,
    settleDays,
    faultsFor = (day, platform, key) => planFaults(seed, day, platform, key),
    onDay,
  }: {
    seed: number;
    days: number;
    settleDays: number;
    faultsFor?: (day: string, platform: string, key: string) => FaultPlan;
    /** A scripted change to the world on day `n` (1-based), after its own. */
    onDay?: (n: number, day: string) => void;
  },
): SimulationResult {
  const index = indexWorld(world, world.startDay);
  const events: EvidenceEvent[] = [];
  const runs: CrawlRun[] = [];
  for (let n = 1; n <= days + settleDays; n++) {
    const day = addDays(world.startDay, n);
    if (n <= days) world.advance(day);
    onDay?.(n, day);
    for (const scope of world.owners) {
      const key = scopeKey(scope);
      const profile = SOURCE_PROFILES[scope.platform];
      const run = crawlScope(world.adsOf(scope.platform, scope.owner_id), {
        scope,
        day,
        profile,
        faults: faultsFor(day, scope.platform, key),
        seed,
      });
      runs.push(run);
      const ref = {
        run_id: runs.length,
        day,
        complete: run.complete,
        pages_read: run.pages_read,
        cap_hit: run.cap_hit,
      };
      const states = index.get(key) ?? new Map<number, AdEvidence>();
      index.set(key, states);
      events.push(...applyRun(states, run, ref, profile));
    }
  }
  return { events, runs };
}
