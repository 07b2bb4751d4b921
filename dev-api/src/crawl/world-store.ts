import { platformSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { AdRow, PublisherRow } from '../seed/gen-ads';
import { addDays } from '../seed/reference-date';
import { hashString } from '../seed/prng';
import type { TruthState, WorldAd } from './crawl-model';

// The simulated world's true state (decision 0061): the generator writes it, the simulated source
// reads it. Nothing the app serves reads this table (crawl/world-isolation.test.ts holds it).

/** What the source's detail view gives for an ad the crawler sees for the first time. */
export interface Listing {
  ad: AdRow & { text_fingerprint: string; media_fingerprint: string };
  publishers: PublisherRow[];
}

/** One new ad in seven reaches the source one or two days after its start: late data. */
function listedFrom(adId: number, day: string): string {
  const hash = hashString(`listed:${adId}`);
  return hash % 7 === 0 ? addDays(day, 1 + (hash % 2)) : day;
}

/** The seed's ads are the world as it stood before the first run (each ad's index row and truth agree). */
export async function ensureWorld(db: Queryable): Promise<void> {
  const [any] = await db.query('SELECT 1 FROM world_ads LIMIT 1');
  if (any) return;
  await db.query(
    `INSERT INTO world_ads (ad_id, platform, owner_id, state, landing_url, launched_on, listed_from)
     SELECT id, platform, owner_id, CASE WHEN is_active THEN 'live' ELSE 'stopped' END, final_url,
            first_seen, first_seen FROM ads`,
  );
}

export async function nextWorldAdId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT greatest((SELECT max(id) FROM ads), (SELECT max(ad_id) FROM world_ads), 0)::int AS id',
  );
  return (row?.id ?? 0) + 1;
}

/** New ads start in the world; the index learns of them when a crawl sees them. */
export async function launchInWorld(
  db: Queryable,
  listings: Listing[],
  day: string,
): Promise<void> {
  for (const listing of listings) {
    const { ad } = listing;
    await db.query(
      `INSERT INTO world_ads (ad_id, platform, owner_id, state, landing_url, launched_on, listed_from, listing)
       VALUES ($1, $2, $3, 'live', $4, $5, $6, $7)`,
      [
        ad.id,
        ad.platform,
        ad.owner_id,
        ad.final_url,
        day,
        listedFrom(ad.id, day),
        JSON.stringify(listing),
      ],
    );
  }
}

export async function setWorldState(
  db: Queryable,
  adIds: number[],
  state: TruthState,
): Promise<void> {
  await db.query('UPDATE world_ads SET state = $2 WHERE ad_id = ANY($1::int[])', [adIds, state]);
}

export async function moveWorldLanding(db: Queryable, adId: number, url: string): Promise<void> {
  await db.query('UPDATE world_ads SET landing_url = $2 WHERE ad_id = $1', [adId, url]);
}

const worldAdSchema = z.object({
  id: z.number(),
  platform: platformSchema,
  owner_id: z.number(),
  state: z.enum(['live', 'paused', 'stopped']),
  landing_url: z.string(),
  launched_on: z.string(),
  listed_from: z.string(),
});

/** The world's ads by scope (`platform:owner`): what the source can list. */
export async function loadWorld(db: Queryable): Promise<Map<string, WorldAd[]>> {
  const rows = await db.query(
    `SELECT ad_id AS id, platform, owner_id, state, landing_url,
            to_char(launched_on, 'YYYY-MM-DD') AS launched_on,
            to_char(listed_from, 'YYYY-MM-DD') AS listed_from
     FROM world_ads ORDER BY ad_id`,
  );
  const scopes = new Map<string, WorldAd[]>();
  for (const row of rows) {
    const ad = worldAdSchema.parse(row);
    const key = `${ad.platform}:${ad.owner_id}`;
    const list = scopes.get(key);
    if (list) list.push(ad);
    else scopes.set(key, [ad]);
  }
  return scopes;
}

/** The source's detail view of ads the index has never held. */
export async function fetchListings(db: Queryable, adIds: number[]): Promise<Listing[]> {
  const rows = await db.query<{ listing: Listing }>(
    'SELECT listing FROM world_ads WHERE ad_id = ANY($1::int[]) AND listing IS NOT NULL ORDER BY ad_id',
    [adIds],
  );
  return rows.map((row) => row.listing);
}

/**
 * The ads of `scopes` (`platform:owner`) the world holds as stopped: the truth a test's scenario
 * checks the index's stops against (ingest-scenario.ts). The app never reads it.
 */
export async function worldStoppedAds(db: Queryable, scopes: readonly string[]): Promise<number[]> {
  if (scopes.length === 0) return [];
  const rows = await db.query<{ ad_id: number }>(
    `SELECT ad_id FROM world_ads
     WHERE state = 'stopped' AND platform || ':' || owner_id = ANY($1::text[]) ORDER BY ad_id`,
    [[...scopes]],
  );
  return rows.map((row) => row.ad_id);
}
