import { type RetagJob, retagJobSchema } from '@adlens/shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { bulkInsert } from '../../db/bulk-insert';
import { BUMP_SEARCH_GENERATION_SQL, LOCK_SEARCH_DATA_SQL } from '../ads/search-counts';
import { REFRESH_TAG_KEYS_SQL, type TaggableAd, adTagRows } from '../tags/ad-tag-rows';

/** Ads read, tagged and written per transaction: what a failure can cost, and progress's step. */
export const RETAG_BATCH_ADS = 500;

const JOB_COLUMNS = 'id, state, done, total, vocabulary_version, error';

/**
 * Queues a re-tag of every ad after the team's change to `version`. A job of the team's that has
 * not started yet takes the new version instead: one pass reads the ads under the latest rules.
 */
export async function queueRetagJob(
  tx: Queryable,
  ownerId: number,
  version: number,
  at: Date,
): Promise<number> {
  const [waiting] = await tx.query<{ id: number }>(
    `UPDATE retag_jobs SET vocabulary_version = $2, updated_at = $3
     WHERE owner_id = $1 AND state = 'queued' RETURNING id`,
    [ownerId, version, at.toISOString()],
  );
  if (waiting) return waiting.id;
  const [job] = await tx.query<{ id: number }>(
    `INSERT INTO retag_jobs (owner_id, vocabulary_version, state, total, created_at, updated_at)
     VALUES ($1, $2, 'queued', (SELECT count(*)::int FROM ads), $3, $3) RETURNING id`,
    [ownerId, version, at.toISOString()],
  );
  if (!job) throw new Error('the re-tag job was not queued');
  return job.id;
}

/** The team's latest job, for the vocabulary page. */
export async function latestRetagJob(db: Queryable, ownerId: number): Promise<RetagJob | null> {
  const [row] = await db.query(
    `SELECT ${JOB_COLUMNS} FROM retag_jobs WHERE owner_id = $1 ORDER BY id DESC LIMIT 1`,
    [ownerId],
  );
  return row ? retagJobSchema.parse(row) : null;
}

/** Jobs a stopped process left queued, running or failed: they go on from their cursor. */
export async function unfinishedRetagJobs(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM retag_jobs WHERE state IN ('queued', 'running', 'failed') ORDER BY id",
  );
  return rows.map((row) => row.id);
}

export interface RetagOptions {
  batchAds?: number;
  /** The rows of a batch (the tagger's, by default): tests make one batch fail. */
  tagRows?: (ads: readonly TaggableAd[]) => ReturnType<typeof adTagRows>;
}

/**
 * Re-reads every ad after the job's cursor with the tagger, one transaction per batch: the batch's
 * tag rows are replaced and the cursor and count move in the same commit, so a failure loses at
 * most the batch it was in and a rerun starts right after the last commit.
 */
export async function runRetagJob(
  db: Database,
  id: number,
  { batchAds = RETAG_BATCH_ADS, tagRows = adTagRows }: RetagOptions = {},
): Promise<void> {
  await db.query("UPDATE retag_jobs SET state = 'running', error = NULL WHERE id = $1", [id]);
  try {
    for (;;) {
      const moved = await db.transaction(async (tx) => {
        await tx.query(LOCK_SEARCH_DATA_SQL);
        const [job] = await tx.query<{ after_ad_id: number }>(
          'SELECT after_ad_id FROM retag_jobs WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!job) return 0;
        const ads = await tx.query<TaggableAd & { [column: string]: unknown }>(
          `SELECT id, platform, title, body, cta, media_type, extras FROM ads
           WHERE id > $1 ORDER BY id LIMIT $2`,
          [job.after_ad_id, batchAds],
        );
        const last = ads.at(-1);
        if (!last) return 0;
        const ids = ads.map((ad) => ad.id);
        await tx.query('DELETE FROM ad_tags WHERE ad_id = ANY($1::int[])', [ids]);
        await bulkInsert(tx, 'ad_tags', tagRows(ads));
        const rekeyed = await tx.query(REFRESH_TAG_KEYS_SQL, [ids]);
        await tx.query(
          `UPDATE retag_jobs SET after_ad_id = $2, done = done + $3, total = GREATEST(total, done + $3),
             updated_at = now() WHERE id = $1`,
          [id, last.id, ads.length],
        );
        // Searches by tag and the filter bar's counts read the keys: their remembered counts go.
        if (rekeyed.length > 0) await tx.exec(BUMP_SEARCH_GENERATION_SQL);
        return ads.length;
      });
      if (moved === 0) break;
    }
    await db.query("UPDATE retag_jobs SET state = 'done', updated_at = now() WHERE id = $1", [id]);
  } catch (error) {
    // The cause goes to the server's log (the runner's), not to the page: it may name tables.
    await db.query(
      `UPDATE retag_jobs SET state = 'failed', updated_at = now(),
         error = 'Stopped after ' || done || ' ads; it goes on from there when the server next starts'
       WHERE id = $1`,
      [id],
    );
    throw error;
  }
}
