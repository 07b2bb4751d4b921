import { addDays } from '../seed/reference-date';
import { simulateCrawls } from './crawl-simulation';
import { SOURCE_PROFILES } from './crawl-model';
import type { EvidenceEvent } from './evidence-state';
import { type FaultPlan, NO_FAULTS } from './fault-plan';
import { SimulatedWorld } from './simulated-world';

// The fault matrix of issue 38: each case names the fault it injects into an otherwise still
// world, and no case may produce a stop or a new ad that did not happen.

const START = '2026-11-01';
const SEED = 38;

function stillWorld(platform: 'meta' | 'native', ads: number): SimulatedWorld {
  return new SimulatedWorld(SEED, START, [{ platform, owner_id: 7 }], () => ads);
}

function crawl(
  world: SimulatedWorld,
  days: number,
  faults: (n: number) => Partial<FaultPlan>,
  onDay?: (n: number, day: string) => void,
): EvidenceEvent[] {
  const dayNumber = (day: string) => Math.round((Date.parse(day) - Date.parse(START)) / 86_400_000);
  return simulateCrawls(world, {
    seed: SEED,
    days: 0,
    settleDays: days,
    faultsFor: (day) => ({ ...NO_FAULTS, ...faults(dayNumber(day)) }),
    onDay,
  }).events;
}

function kinds(events: EvidenceEvent[]): string[] {
  return events.map((event) => `${event.kind} ${event.ad_id} ${event.day}`);
}

function newestLive(world: SimulatedWorld, count: number): number[] {
  return [...world.ads.values()]
    .filter((ad) => ad.state === 'live')
    .sort((a, b) => b.launched_on.localeCompare(a.launched_on) || a.id - b.id)
    .slice(0, count)
    .map((ad) => ad.id);
}

describe('crawl fault matrix (false stopped/new: none)', () => {
  it('window cap: an owner with more ads than one page window loses none of them', () => {
    const world = stillWorld('meta', 150);
    expect(kinds(crawl(world, 6, () => ({ pageCap: 1 })))).toEqual([]);
  });

  it('reorder: a relevance source reshuffling every page stops nothing', () => {
    const world = stillWorld('native', 95);
    expect(kinds(crawl(world, 8, () => ({ reshuffle: true })))).toEqual([]);
  });

  it('outage day: silent days of the source count for nothing, then a real stop arrives after K complete crawls', () => {
    const world = stillWorld('meta', 30);
    const [stopping] = newestLive(world, 1);
    const events = crawl(
      world,
      7,
      (n) => ({ outage: n >= 2 && n <= 4 }),
      (n) => {
        const ad = world.ads.get(stopping ?? 0);
        if (n === 2 && ad) ad.state = 'stopped';
      },
    );
    const k = SOURCE_PROFILES.meta.missesToStop;
    // Day 2's world change is read by no crawl until day 5; K complete crawls later it stops.
    expect(kinds(events)).toEqual([`stopped ${stopping} ${addDays(START, 4 + k)}`]);
    expect(events[0]?.explanation).toBe(`not seen in ${k} complete crawls since Nov 2`);
    expect(events[0]?.evidence.runs.map((run) => run.day)).toEqual(
      Array.from({ length: k }, (_, index) => addDays(START, 5 + index)),
    );
  });

  it('a page that fails mid-way changes nothing the run did not read', () => {
    const world = stillWorld('meta', 80);
    expect(kinds(crawl(world, 6, () => ({ failedPage: 1 })))).toEqual([]);
  });

  it('re-entry: old ads coming back into a capped window are not new', () => {
    const world = stillWorld('meta', 160);
    const newest = newestLive(world, 40);
    const events = crawl(
      world,
      8,
      () => ({ pageCap: 1 }),
      (n) => {
        if (n !== 2) return;
        for (const id of newest) {
          const ad = world.ads.get(id);
          if (ad) ad.state = 'stopped';
        }
      },
    );
    expect(events.filter((event) => event.kind !== 'stopped')).toEqual([]);
    expect(events.map((event) => event.ad_id).sort((a, b) => a - b)).toEqual(
      [...newest].sort((a, b) => a - b),
    );
  });

  it('duplicate ids: repeats across pages are counted once and stop nothing', () => {
    const world = stillWorld('native', 70);
    const result = simulateCrawls(world, {
      seed: SEED,
      days: 0,
      settleDays: 5,
      faultsFor: () => ({ ...NO_FAULTS, duplicates: true }),
    });
    expect(kinds(result.events)).toEqual([]);
    expect(result.runs.every((run) => run.complete && run.duplicates > 0)).toBe(true);
  });

  it('late data: an ad the source lists days after its start is new once, when first listed', () => {
    const world = stillWorld('meta', 20);
    let late = 0;
    const events = crawl(
      world,
      6,
      () => ({}),
      (n, day) => {
        if (n === 1)
          late = world.add({
            platform: 'meta',
            owner_id: 7,
            launched_on: day,
            listed_from: addDays(day, 3),
          }).id;
      },
    );
    expect(kinds(events)).toEqual([`new_ad ${late} ${addDays(START, 4)}`]);
  });

  it('every fault at once over seeded days: no stop or new ad that did not happen', () => {
    const world = stillWorld('native', 120);
    const events = crawl(world, 10, (n) => ({
      reshuffle: n % 2 === 0,
      duplicates: n % 3 === 0,
      pageCap: n % 4 === 0 ? 1 : null,
      failedPage: n % 5 === 0 ? 0 : null,
      outage: n === 7,
    }));
    expect(kinds(events)).toEqual([]);
  });
});
