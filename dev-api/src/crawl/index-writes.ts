import { bulkInsert } from '../db/bulk-insert';
import type { Queryable } from '../db/database';
import { adTagRows, withTagKeys } from '../features/tags/ad-tag-rows';
import { similarityRows } from '../features/similar/similarity-keys';
import { groupNewAds } from '../features/variants/group-new-ads';
import type { EvidenceEvent } from './evidence-state';
import { fetchListings } from './world-store';

/**
 * The index follows the evidence (decision 0061): an ad confirmed new is added with what the
 * source's detail view shows, a proven stop or return flips it, a landing page seen moved moves,
 * and every sighted ad was seen today.
 */
export async function writeIndex(
  db: Queryable,
  { day, events, sighted }: { day: string; events: EvidenceEvent[]; sighted: number[] },
): Promise<void> {
  const of = (kind: EvidenceEvent['kind']) =>
    events.filter((event) => event.kind === kind).map((event) => event.ad_id);
  const listings = await fetchListings(db, of('new_ad'));
  // Tagged as they enter the index, as the seed's ads were (decision 0062).
  const tags = adTagRows(listings.map(({ ad }) => ad));
  await bulkInsert(
    db,
    'ads',
    withTagKeys(
      listings.map(({ ad }) => ({ ...ad, last_seen: day, is_active: true })),
      tags,
    ),
  );
  await bulkInsert(
    db,
    'ad_publishers',
    listings.flatMap((listing) => listing.publishers),
  );
  await bulkInsert(db, 'ad_tags', tags);
  // Fingerprinted and bucketed for "more like this" as they enter too (decision 0066).
  const similarity = await similarityRows(listings.map(({ ad }) => ad));
  await bulkInsert(db, 'ad_image_fingerprints', similarity.fingerprints);
  await bulkInsert(db, 'ad_similarity_keys', similarity.keys);
  await groupNewAds(
    db,
    listings.map(({ ad }) => ad.id),
  );
  await db.query(
    `UPDATE ads SET last_seen = $2::date, days_running = days_running + ($2::date - last_seen)
     WHERE id = ANY($1::int[]) AND last_seen < $2::date`,
    [sighted, day],
  );
  for (const [ids, active] of [
    [of('stopped'), false],
    [of('reactivated'), true],
  ] as const) {
    await db.query(
      `UPDATE ads SET is_active = $2,
         extras = CASE WHEN platform = 'meta'
           THEN extras || jsonb_build_object('status', CASE WHEN $2 THEN 'active' ELSE 'inactive' END)
           ELSE extras END
       WHERE id = ANY($1::int[])`,
      [ids, active],
    );
  }
  for (const event of events) {
    if (event.kind !== 'landing_changed' || !event.evidence.to) continue;
    // The chain's final step is where the click lands; the ad's final URL follows it.
    await db.query(
      `UPDATE ads SET final_url = $2,
         url_chain = (SELECT jsonb_agg(CASE WHEN step->>'kind' = 'final'
                        THEN jsonb_set(step, '{url}', to_jsonb($2::text)) ELSE step END
                        ORDER BY (step->>'position')::int)
                      FROM jsonb_array_elements(url_chain) AS step)
       WHERE id = $1`,
      [event.ad_id, event.evidence.to],
    );
  }
}
