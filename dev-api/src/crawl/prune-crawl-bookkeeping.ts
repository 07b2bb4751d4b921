import type { Queryable } from '../db/database';

/**
 * Days of crawl runs and sightings kept in full; older ones are thinned (decision 0071). Longer
 * than the 30 days an alert rule's backtest looks back, so recent coverage stays whole.
 */
export const CRAWL_FULL_RETENTION_DAYS = 35;

/** Runs some record still names: a change event's evidence, or a belief's pending misses. */
const REFERENCED_RUNS = `
  SELECT (ref->>'run_id')::int AS id
  FROM change_events e, jsonb_array_elements(coalesce(e.evidence->'runs', '[]'::jsonb)) ref
  UNION
  SELECT (ref->>'run_id')::int FROM ad_evidence b, jsonb_array_elements(b.misses) ref`;

/**
 * Thins the crawl bookkeeping older than `before` (a day), which otherwise grows by a run per
 * owner and a sighting per live ad every day. What the permanent record reads stays:
 * - every run (with its sightings) that a change event's evidence or a pending stop names;
 * - for each ad and landing URL, its first and its last sighting: the landing history lists the
 *   URLs an ad was seen pointing to, and the export gives when it last pointed there.
 * A run left with no sighting and named by nothing goes. Ads, creatives, copy, chains, change
 * events and landing versions are never touched. Returns what was removed.
 */
export async function pruneCrawlBookkeeping(
  db: Queryable,
  before: string,
): Promise<{ sightings: number; runs: number }> {
  // The first weeks of a database have nothing old: skip ranking every sighting.
  const [old] = await db.query('SELECT 1 FROM crawl_runs WHERE day < $1::date LIMIT 1', [before]);
  if (!old) return { sightings: 0, runs: 0 };
  const sightings = await db.query(
    `WITH ranked AS (
       SELECT s.run_id, s.ad_id, r.day,
         row_number() OVER (PARTITION BY s.ad_id, s.landing_url ORDER BY r.day, s.run_id) AS from_first,
         row_number() OVER (PARTITION BY s.ad_id, s.landing_url
                            ORDER BY r.day DESC, s.run_id DESC) AS from_last
       FROM crawl_sightings s JOIN crawl_runs r ON r.id = s.run_id
     )
     DELETE FROM crawl_sightings s USING ranked k
     WHERE s.run_id = k.run_id AND s.ad_id = k.ad_id
       AND k.day < $1::date AND k.from_first > 1 AND k.from_last > 1
       AND s.run_id NOT IN (${REFERENCED_RUNS})
     RETURNING s.run_id`,
    [before],
  );
  const runs = await db.query(
    `DELETE FROM crawl_runs r
     WHERE r.day < $1::date
       AND NOT EXISTS (SELECT 1 FROM crawl_sightings s WHERE s.run_id = r.id)
       AND r.id NOT IN (${REFERENCED_RUNS})
     RETURNING r.id`,
    [before],
  );
  return { sightings: sightings.length, runs: runs.length };
}
