import type { Database, Queryable } from '../../db/database';
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

/**
 * Runs a backfill step in batches in id order: `read` gives the next rows still lacking what the
 * step writes, after an id, and `write` commits one batch. A row once written is read no more, so
 * a rerun goes on where the last committed batch ended. Returns how many rows it read.
 */
export async function backfillInBatches<Row extends { id: number }>(
  db: Database,
  { batchAds, onBatch, shouldStop }: BackfillStepOptions & { batchAds: number },
  read: (after: number, limit: number) => Promise<Row[]>,
  write: (rows: Row[]) => Promise<void>,
): Promise<number> {
  let after = 0;
  let done = 0;
  while (!shouldStop?.()) {
    const rows = await read(after, batchAds);
    const last = rows.at(-1);
    if (!last) {
      // The planner's figures for the buckets' index, which now holds more rows.
      if (done > 0) await db.exec('ANALYZE ad_similarity_keys');
      break;
    }
    await write(rows);
    after = last.id;
    done += rows.length;
    onBatch?.(done);
  }
  return done;
}
