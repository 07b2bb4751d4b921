import { platformSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import { bulkInsert } from '../db/bulk-insert';
import type { Queryable } from '../db/database';
import type { CrawlRun } from './crawl-model';
import type { AdEvidence } from './evidence-state';

const runRefSchema = z.object({
  run_id: z.number(),
  day: z.string(),
  complete: z.boolean(),
  pages_read: z.number(),
  cap_hit: z.boolean(),
});

const evidenceRowSchema = z.object({
  ad_id: z.number(),
  platform: platformSchema,
  owner_id: z.number(),
  status: z.enum(['pending', 'live', 'stopped']),
  launched_on: z.string(),
  landing_url: z.string(),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  stopped_on: z.string().nullable(),
  misses: z.array(runRefSchema),
});

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;

/**
 * What the index believes of every ad it knows, by scope (`platform:owner`). Ads indexed before
 * the first crawl (the seed's) start as the index held them: live or stopped, last seen then.
 */
export async function loadEvidence(db: Queryable): Promise<Map<string, Map<number, AdEvidence>>> {
  await db.query(
    `INSERT INTO ad_evidence (ad_id, platform, owner_id, status, launched_on, landing_url, first_seen, last_seen, stopped_on)
     SELECT id, platform, owner_id, CASE WHEN is_active THEN 'live' ELSE 'stopped' END, first_seen,
            final_url, first_seen, last_seen, CASE WHEN is_active THEN NULL ELSE last_seen END
     FROM ads a WHERE NOT EXISTS (SELECT 1 FROM ad_evidence e WHERE e.ad_id = a.id)`,
  );
  const rows = await db.query(
    `SELECT ad_id, platform, owner_id, status, ${day('launched_on')}, landing_url, ${day('first_seen')},
            ${day('last_seen')}, ${day('stopped_on')}, misses
     FROM ad_evidence ORDER BY ad_id`,
  );
  const scopes = new Map<string, Map<number, AdEvidence>>();
  for (const row of rows) {
    const state = evidenceRowSchema.parse(row);
    const key = `${state.platform}:${state.owner_id}`;
    const scope = scopes.get(key) ?? new Map<number, AdEvidence>();
    scope.set(state.ad_id, state);
    scopes.set(key, scope);
  }
  return scopes;
}

/** Writes back the beliefs a day of runs changed. */
export async function saveEvidence(db: Queryable, changed: AdEvidence[]): Promise<void> {
  if (changed.length === 0) return;
  await db.query('DELETE FROM ad_evidence WHERE ad_id = ANY($1::int[])', [
    changed.map((state) => state.ad_id),
  ]);
  await bulkInsert(db, 'ad_evidence', changed);
}

/** Stores one run and its sightings; returns the run's id. */
export async function storeRun(db: Queryable, ingestRunId: number, run: CrawlRun): Promise<number> {
  const [stored] = await db.query<{ id: number }>(
    `INSERT INTO crawl_runs (ingest_run_id, platform, owner_id, day, complete, covered, queries,
       pages_read, cap_hit, reported_total, duplicates, errors)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      ingestRunId,
      run.scope.platform,
      run.scope.owner_id,
      run.day,
      run.complete,
      JSON.stringify(run.covered),
      run.queries,
      run.pages_read,
      run.cap_hit,
      run.reported_total,
      run.duplicates,
      run.errors,
    ],
  );
  if (!stored) throw new Error('crawl run not stored');
  return stored.id;
}

export async function storeSightings(
  db: Queryable,
  rows: { run_id: number; ad_id: number; position: number; landing_url: string }[],
): Promise<void> {
  await bulkInsert(db, 'crawl_sightings', rows);
}
