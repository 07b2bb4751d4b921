import { PLATFORMS, type Platform } from '@adlens/shared-contracts';
import { addDays } from '../seed/reference-date';
import { createRng } from '../seed/prng';
import type { Rng } from '../seed/prng';
import type { EvidenceKind, WorldAd } from './crawl-model';

/** A change that really happened, for scoring what the crawls found. */
export interface TruthEvent {
  ad_id: number;
  kind: EvidenceKind;
  day: string;
}

/** How busy the benchmark's world is each day (per owner or per live ad). */
export const WORLD_RATES = {
  launch: 0.3,
  stop: 0.02,
  pause: 0.006,
  landing: 0.01,
  /** A new ad the source lists only days after its start. */
  late: 0.15,
} as const;

/**
 * A small world of owners and their ads that changes day by day and remembers every true change:
 * the benchmark's and the fault matrix's ground truth (the ingest's world lives in the database).
 */
export class SimulatedWorld {
  readonly ads = new Map<number, WorldAd>();
  readonly truth: TruthEvent[] = [];
  private readonly byOwner = new Map<string, WorldAd[]>();
  private readonly resumes = new Map<number, string>();
  private nextId = 1;
  private readonly rng: Rng;

  constructor(
    seed: number,
    readonly startDay: string,
    readonly owners: { platform: Platform; owner_id: number }[],
    adsPerOwner: (rng: Rng, index: number) => number,
  ) {
    this.rng = createRng(seed);
    owners.forEach((owner, index) => {
      const count = adsPerOwner(this.rng, index);
      for (let n = 0; n < count; n++) {
        const launched = addDays(startDay, -this.rng.int(1, 200));
        this.add({ ...owner, launched_on: launched, listed_from: launched });
      }
    });
  }

  static standard(seed: number, startDay: string, ownersPerPlatform = 5): SimulatedWorld {
    const owners = PLATFORMS.flatMap((platform, p) =>
      Array.from({ length: ownersPerPlatform }, (_, o) => ({
        platform,
        owner_id: p * 100 + o + 1,
      })),
    );
    // Most owners fit a source's window; one in five runs more ads than it shows.
    return new SimulatedWorld(seed, startDay, owners, (rng, index) =>
      index % 5 === 4 ? rng.int(110, 160) : rng.int(2, 60),
    );
  }

  add(ad: Omit<WorldAd, 'id' | 'state' | 'landing_url'>): WorldAd {
    const id = this.nextId++;
    const created: WorldAd = {
      ...ad,
      id,
      state: 'live',
      landing_url: `https://shop${ad.owner_id}.example/p/${id}`,
    };
    this.ads.set(id, created);
    const key = `${ad.platform}:${ad.owner_id}`;
    this.byOwner.set(key, [...(this.byOwner.get(key) ?? []), created]);
    return created;
  }

  adsOf(platform: Platform, ownerId: number): WorldAd[] {
    return this.byOwner.get(`${platform}:${ownerId}`) ?? [];
  }

  /** One day of real activity: launches, stops, pauses and their ends, landing pages that move. */
  advance(day: string): void {
    const rng = this.rng;
    for (const [id, resumeOn] of this.resumes) {
      const ad = this.ads.get(id);
      if (!ad || resumeOn !== day) continue;
      ad.state = 'live';
      this.resumes.delete(id);
      this.truth.push({ ad_id: id, kind: 'reactivated', day });
    }
    for (const ad of [...this.ads.values()]) {
      if (ad.state !== 'live' || ad.listed_from >= day) continue;
      const roll = rng.next();
      if (roll < WORLD_RATES.stop) ad.state = 'stopped';
      else if (roll < WORLD_RATES.stop + WORLD_RATES.pause) {
        ad.state = 'paused';
        this.resumes.set(ad.id, addDays(day, rng.int(4, 9)));
      } else if (roll < WORLD_RATES.stop + WORLD_RATES.pause + WORLD_RATES.landing) {
        ad.landing_url = `${ad.landing_url.replace(/-v\d+$/, '')}-v${day.replaceAll('-', '')}`;
        this.truth.push({ ad_id: ad.id, kind: 'landing_changed', day });
        continue;
      } else continue;
      this.truth.push({ ad_id: ad.id, kind: 'stopped', day });
    }
    for (const owner of this.owners) {
      if (!rng.chance(WORLD_RATES.launch)) continue;
      for (let n = rng.int(1, 3); n > 0; n--) {
        const listed = rng.chance(WORLD_RATES.late) ? addDays(day, rng.int(1, 3)) : day;
        const ad = this.add({ ...owner, launched_on: day, listed_from: listed });
        this.truth.push({ ad_id: ad.id, kind: 'new_ad', day });
      }
    }
  }
}
