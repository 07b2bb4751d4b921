import type { Queryable } from '../../db/database';
import type { SimilarityKey } from './similarity-keys';

/** How a backfill step reads its batches, reports them, and is told to stop between two. */
export interface BackfillStepOptions {
  batchAds?: number;
  onBatch?: (done: number) => void;
  shouldStop?: () => boolean;
}

/**
 * Adds bucket rows an ad lacks, leaving those it has: two servers backfilling one shared
 * PostgreSQL at once write the same rows, and the second write is then a no-op, not a failure.
 */
export async function insertMissingKeys(
  db: Queryable,
  keys: readonly (SimilarityKey & { ad_id: number })[],
): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `INSERT INTO ad_similarity_keys (band, value, ad_id)
     SELECT * FROM unnest($1::smallint[], $2::int[], $3::int[])
     ON CONFLICT DO NOTHING`,
    [keys.map((key) => key.band), keys.map((key) => key.value), keys.map((key) => key.ad_id)],
  );
}
