import type { Database } from '../../db/database';
import { type BackfillStepOptions, backfillInBatches, insertMissingKeys } from './backfill-step';
import { COPY_MINHASH_BAND_BASE, copyMinhashBandsOf } from './similarity-keys';

/** Ads read per batch (one statement writes a batch). */
const BATCH_ADS = 5000;

/**
 * Gives the ads indexed before decision 0081 their copy's MinHash bands. An ad that has its bands
 * is passed over. Returns how many ads it read.
 */
export function backfillCopyBands(
  db: Database,
  { batchAds = BATCH_ADS, ...options }: BackfillStepOptions = {},
): Promise<number> {
  return backfillInBatches(
    db,
    { batchAds, ...options },
    (after, limit) =>
      db.query<{ id: number; body: string }>(
        `SELECT a.id, a.body FROM ads a
          WHERE a.id > $1
            AND NOT EXISTS (SELECT 1 FROM ad_similarity_keys k WHERE k.ad_id = a.id AND k.band = $2)
          ORDER BY a.id LIMIT $3`,
        [after, COPY_MINHASH_BAND_BASE, limit],
      ),
    (rows) =>
      insertMissingKeys(
        db,
        rows.flatMap((row) =>
          copyMinhashBandsOf(row.body).map((key) => ({ ad_id: row.id, ...key })),
        ),
      ),
  );
}
