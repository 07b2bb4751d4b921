import type { Database } from '../../db/database';
import { type BackfillStepOptions, insertMissingKeys } from './backfill-step';
import { COPY_MINHASH_BAND_BASE, copyMinhashBandsOf } from './similarity-keys';

/** Ads read per transaction. */
const BATCH_ADS = 5000;

/**
 * Gives the ads indexed before decision 0081 their copy's MinHash bands, in batches in id order,
 * each batch one transaction. An ad that has its bands is passed over, so a rerun goes on where
 * the last committed batch ended. Returns how many ads it read.
 */
export async function backfillCopyBands(
  db: Database,
  { batchAds = BATCH_ADS, onBatch, shouldStop }: BackfillStepOptions = {},
): Promise<number> {
  let after = 0;
  let done = 0;
  while (!shouldStop?.()) {
    const rows = await db.query<{ id: number; body: string }>(
      `SELECT a.id, a.body FROM ads a
        WHERE a.id > $1
          AND NOT EXISTS (SELECT 1 FROM ad_similarity_keys k WHERE k.ad_id = a.id AND k.band = $2)
        ORDER BY a.id LIMIT $3`,
      [after, COPY_MINHASH_BAND_BASE, batchAds],
    );
    const last = rows.at(-1);
    if (!last) {
      // The planner's figures for the buckets' index, which now holds more rows.
      if (done > 0) await db.exec('ANALYZE ad_similarity_keys');
      break;
    }
    await insertMissingKeys(
      db,
      rows.flatMap((row) => copyMinhashBandsOf(row.body).map((key) => ({ ad_id: row.id, ...key }))),
    );
    after = last.id;
    done += rows.length;
    onBatch?.(done);
  }
  return done;
}
