import type { Database } from '../../db/database';
import { type FingerprintMedia, creativeFingerprints } from './image-fingerprint';
import { type BackfillStepOptions, backfillInBatches, insertMissingKeys } from './backfill-step';
import { pictureBandsOf } from './similarity-keys';

/** Pictures read per transaction: one contact sheet. */
const BATCH_ADS = 400;

/**
 * Reads again the pictures fingerprinted before their mean colour was kept (migration 0035, decision
 * 0080): stores each colour and adds its picture bands, each batch one transaction. The stored
 * blockhash stays and the bands are cut from it. Returns how many pictures it read.
 */
export function backfillPictureColours(
  db: Database,
  { batchAds = BATCH_ADS, ...options }: BackfillStepOptions = {},
): Promise<number> {
  return backfillInBatches(
    db,
    { batchAds, ...options },
    (after, limit) =>
      db.query<{ id: number; media: FingerprintMedia[]; hash: string }>(
        `SELECT a.id, a.media, f.image_fingerprint::text AS hash
           FROM ad_image_fingerprints f JOIN ads a ON a.id = f.ad_id
          WHERE f.colour IS NULL AND f.ad_id > $1 ORDER BY f.ad_id LIMIT $2`,
        [after, limit],
      ),
    async (rows) => {
      const prints = await creativeFingerprints(rows.map((row) => row.media));
      const coloured = rows.flatMap((row, index) => {
        const colour = prints[index]?.colour;
        return colour === undefined ? [] : [{ id: row.id, hash: BigInt(row.hash), colour }];
      });
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE ad_image_fingerprints f SET colour = c.colour
             FROM unnest($1::int[], $2::int[]) AS c(ad_id, colour) WHERE f.ad_id = c.ad_id`,
          [coloured.map((row) => row.id), coloured.map((row) => row.colour)],
        );
        await insertMissingKeys(
          tx,
          coloured.flatMap((row) =>
            pictureBandsOf({ hash: row.hash, colour: row.colour }).map((key) => ({
              ad_id: row.id,
              ...key,
            })),
          ),
        );
      });
    },
  );
}
