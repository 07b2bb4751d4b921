import { COUNTRY_CODES, PLATFORMS, platformSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import {
  ensureWorld,
  launchInWorld,
  moveWorldLanding,
  nextWorldAdId,
  setWorldState,
  worldStoppedAds,
} from '../crawl/world-store';
import { reviseWorldLandings } from '../crawl/world-landing-store';
import { domainRowSchema } from '../db/rows/domain-row';
import { buildAdContext, generateAd } from '../seed/gen-ads';
import { withFingerprints } from '../seed/gen-look-alikes';
import { withCreative } from '../seed/gen-creative';
import type { AdRow, PublisherRow } from '../seed/gen-ads';
import type { CampaignRow, DomainRow, OwnerRow } from '../seed/gen-catalog';
import { createRng } from '../seed/prng';
import type { Rng } from '../seed/prng';

/** Far from the seed's own seeds, so a run's draws never repeat the seed's. */
const INGEST_SEED = 77_100_000;
/** The landing pages' edits draw from their own sequence: adding them moved no other draw. */
const LANDING_SEED = 64_220_000;

/** How much one day brings: a handful of owners launch, a few ads stop or change. */
export const DAY_SHAPE = {
  launchingOwners: 12,
  maxAdsPerLaunch: 4,
  stoppedElsewhere: 20,
  landingChangesElsewhere: 12,
  campaignsGainingCountries: 8,
} as const;

export interface DaySummary {
  new_ads: number[];
  stopped: number[];
  landing_changed: number[];
  new_countries: { ad_id: number; country: string }[];
  /** The ads a test's scenario stopped (`stopNewestOf`), when it named any. */
  named_stops?: number[];
  /** Every ad the world holds stopped in the scopes a scenario named (`truthOf`): its test's truth. */
  stopped_in_world?: number[];
}

const ownerSchema = z.object({
  id: z.number(),
  platform: platformSchema,
  name: z.string(),
  verified: z.boolean(),
  followers: z.coerce.number(),
  category: z.string(),
  country: z.string(),
});
const campaignSchema = z.object({
  id: z.number(),
  platform: platformSchema,
  owner_id: z.number(),
  domain_id: z.number(),
  name: z.string(),
  landing_url: z.string(),
});
const activeAdSchema = z.object({
  id: z.number(),
  owner_id: z.number(),
  campaign_id: z.number().nullable(),
  platform: z.string(),
  final_url: z.string(),
  countries: z.array(z.string()),
  launched_on: z.string(),
});
type ActiveAd = z.infer<typeof activeAdSchema>;

async function loadCatalog(db: Queryable) {
  const owners: OwnerRow[] = (
    await db.query(
      'SELECT id, platform, name, verified, followers, category, country FROM owners ORDER BY id',
    )
  ).map((row) => ownerSchema.parse(row));
  const domains: DomainRow[] = (
    await db.query(
      'SELECT id, name, ecommerce_platform, cms, funnel, affiliate_network, tracker FROM domains ORDER BY id',
    )
  ).map((row) => domainRowSchema.parse(row));
  const campaigns: CampaignRow[] = (
    await db.query(
      'SELECT id, platform, owner_id, domain_id, name, landing_url FROM campaigns ORDER BY id',
    )
  ).map((row) => campaignSchema.parse(row));
  // Every country a campaign ever showed in, live ads or not: "new" means never before.
  const shown = new Map<number, Set<string>>();
  for (const row of await db.query<{ campaign_id: number; countries: string[] }>(
    `SELECT a.campaign_id, array_agg(DISTINCT country ORDER BY country) AS countries
     FROM ads a, unnest(a.countries) AS country
     WHERE a.campaign_id IS NOT NULL GROUP BY a.campaign_id`,
  ))
    shown.set(row.campaign_id, new Set(row.countries));
  // The world decides what changes: ads truly live (and already indexed, for their campaign).
  const active = (
    await db.query(
      `SELECT a.id, a.owner_id, a.campaign_id, a.platform, w.landing_url AS final_url, a.countries,
         to_char(w.launched_on, 'YYYY-MM-DD') AS launched_on
       FROM ads a JOIN world_ads w ON w.ad_id = a.id WHERE w.state = 'live' ORDER BY a.id`,
    )
  ).map((row) => activeAdSchema.parse(row));
  return { owners, domains, campaigns, active, shown };
}

/** The smallest id from `from` whose platform (the seed derives it from the id) is `platform`. */
function idOnPlatform(from: number, platform: string): number {
  let id = from;
  while (PLATFORMS[(id - 1) % PLATFORMS.length] !== platform) id++;
  return id;
}

/** A new ad as the crawler first sees it: live today, seen once, with today's publishers. */
function freshAd(ad: AdRow, day: string): AdRow {
  const extras = ad.platform === 'meta' ? { ...ad.extras, status: 'active' } : ad.extras;
  return {
    ...ad,
    first_seen: day,
    last_seen: day,
    days_running: 1,
    seen_count: 1 + (ad.seen_count % 40),
    is_active: true,
    extras,
  };
}

function launch(
  rng: Rng,
  catalog: Awaited<ReturnType<typeof loadCatalog>>,
  nextId: number,
  day: string,
  seedDay: Date,
) {
  const launching = rng.some(
    [...new Set(catalog.active.map((ad) => ad.owner_id))],
    DAY_SHAPE.launchingOwners,
    DAY_SHAPE.launchingOwners,
  );
  const ownersById = new Map(catalog.owners.map((owner) => [owner.id, owner]));
  const ads: AdRow[] = [];
  const publishers: PublisherRow[] = [];
  let id = nextId;
  for (const ownerId of launching) {
    const owner = ownersById.get(ownerId);
    if (!owner) continue;
    // Only this owner on its platform: the seed's generator then makes an ad of theirs.
    const context = buildAdContext(
      [owner],
      catalog.domains,
      catalog.campaigns.filter((campaign) => campaign.owner_id === owner.id),
      seedDay,
    );
    const count = rng.int(1, DAY_SHAPE.maxAdsPerLaunch);
    for (let index = 0; index < count; index++) {
      id = idOnPlatform(id, owner.platform);
      const generated = generateAd(rng, id, context);
      ads.push(withCreative(freshAd(generated.ad, day)));
      publishers.push(
        ...generated.publishers.map((row) => ({ ...row, first_seen: day, last_seen: day })),
      );
      id++;
    }
  }
  return { launching, ads, publishers };
}

/** Each launching owner may also retire an ad or move a landing page; so do a few others. */
function pickChanges(rng: Rng, active: ActiveAd[], launching: number[]) {
  const launchers = new Set(launching);
  const ofLaunchers = active.filter((ad) => launchers.has(ad.owner_id));
  const stopped = new Set<number>();
  const moved = new Set<number>();
  for (const ad of ofLaunchers) {
    const roll = rng.next();
    if (roll < 0.2) stopped.add(ad.id);
    else if (roll < 0.35) moved.add(ad.id);
  }
  for (const ad of rng.some(active, DAY_SHAPE.stoppedElsewhere, DAY_SHAPE.stoppedElsewhere)) {
    if (!moved.has(ad.id)) stopped.add(ad.id);
  }
  for (const ad of rng.some(
    active,
    DAY_SHAPE.landingChangesElsewhere,
    DAY_SHAPE.landingChangesElsewhere,
  )) {
    if (!stopped.has(ad.id)) moved.add(ad.id);
  }
  return { stopped: [...stopped].sort((a, b) => a - b), moved: [...moved].sort((a, b) => a - b) };
}

/**
 * The day's changes plus a stop of the newest live, indexed ad of each named scope (the one a
 * newest-first source lists first). A scope without one is an error, not a quiet plain day.
 */
function withNamedStops(
  changes: { stopped: number[]; moved: number[] },
  active: ActiveAd[],
  scopes: readonly string[],
): { stopped: number[]; moved: number[]; named: number[] } {
  const named = scopes.map((scope) => {
    const newest = active
      .filter((ad) => `${ad.platform}:${ad.owner_id}` === scope)
      .sort((a, b) => b.launched_on.localeCompare(a.launched_on) || b.id - a.id)[0];
    if (!newest) throw new Error(`no live ad to stop in scope ${scope}`);
    return newest.id;
  });
  const stopped = new Set([...changes.stopped, ...named]);
  return {
    stopped: [...stopped].sort((a, b) => a - b),
    moved: changes.moved.filter((id) => !stopped.has(id)),
    named,
  };
}

function newLandingUrl(current: string, run: number): string {
  const url = new URL(current);
  url.pathname = `${url.pathname.replace(/\/$/, '')}-v${run}`;
  return url.toString();
}

/** Campaigns that start showing in a country they never ran in: one of their live ads adds it. */
function pickNewCountries(
  rng: Rng,
  { active, shown }: { active: ActiveAd[]; shown: Map<number, Set<string>> },
  skip: Set<number>,
) {
  const byCampaign = new Map<number, ActiveAd[]>();
  for (const ad of active) {
    if (ad.campaign_id === null || skip.has(ad.id)) continue;
    byCampaign.set(ad.campaign_id, [...(byCampaign.get(ad.campaign_id) ?? []), ad]);
  }
  const campaigns = rng.some(
    [...byCampaign.keys()].sort((a, b) => a - b),
    DAY_SHAPE.campaignsGainingCountries,
    DAY_SHAPE.campaignsGainingCountries,
  );
  const added: { ad_id: number; country: string }[] = [];
  for (const campaignId of campaigns) {
    const ads = byCampaign.get(campaignId) ?? [];
    const known = shown.get(campaignId) ?? new Set<string>();
    if (known.has('WW')) continue;
    const fresh = COUNTRY_CODES.filter((code) => code !== 'WW' && !known.has(code));
    if (fresh.length === 0) continue;
    added.push({ ad_id: rng.pick(ads).id, country: rng.pick(fresh) });
  }
  return added;
}

/**
 * Adds one deterministic day of real activity to the world: new ads and creatives for a few owners
 * (made by the seed's generators), ads that stop, landing pages that move, campaigns that reach
 * new countries. Ads, stops and landing pages change the hidden world (decision 0061), which the
 * index learns of only through crawls; new countries still land on the index's ads directly. The
 * same database state and run number always give the same day.
 */
export async function ingestDay(
  db: Queryable,
  {
    run,
    day,
    seedDay,
    stopNewestOf = [],
    truthOf = [],
  }: {
    run: number;
    day: string;
    seedDay: Date;
    /** Scopes (`platform:owner_id`) whose newest live ad a test stops today (ingest-scenario.ts). */
    stopNewestOf?: readonly string[];
    /** Scopes whose stopped ads the summary reports, so a test can tell false stops from real. */
    truthOf?: readonly string[];
  },
): Promise<DaySummary> {
  const rng = createRng(INGEST_SEED + run);
  await ensureWorld(db);
  const catalog = await loadCatalog(db);
  const launched = launch(rng, catalog, await nextWorldAdId(db), day, seedDay);
  const changes = withNamedStops(
    pickChanges(rng, catalog.active, launched.launching),
    catalog.active,
    stopNewestOf,
  );
  const countries = pickNewCountries(rng, catalog, new Set(changes.stopped));

  await launchInWorld(
    db,
    launched.ads.map((ad) => ({
      ad: withFingerprints(ad),
      publishers: launched.publishers.filter((row) => row.ad_id === ad.id),
    })),
    day,
  );
  await setWorldState(db, changes.stopped, 'stopped');
  const activeById = new Map(catalog.active.map((ad) => [ad.id, ad]));
  for (const adId of changes.moved) {
    const ad = activeById.get(adId);
    if (ad) await moveWorldLanding(db, adId, newLandingUrl(ad.final_url, run));
  }
  await reviseWorldLandings(db, createRng(LANDING_SEED + run), day);
  for (const { ad_id, country } of countries) {
    await db.query(
      `UPDATE ads SET countries = array_append(countries, $2),
         targeting = jsonb_set(targeting, '{countries}',
           coalesce(targeting->'countries', '[]'::jsonb) || jsonb_build_array(jsonb_build_object('code', $2::text, 'share', 1)))
       WHERE id = $1`,
      [ad_id, country],
    );
  }
  return {
    new_ads: launched.ads.map((ad) => ad.id),
    stopped: changes.stopped,
    landing_changed: changes.moved,
    new_countries: countries,
    ...(changes.named.length > 0 ? { named_stops: changes.named } : {}),
    ...(truthOf.length > 0 ? { stopped_in_world: await worldStoppedAds(db, truthOf) } : {}),
  };
}
