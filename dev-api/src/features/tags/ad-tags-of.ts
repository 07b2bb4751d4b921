import { type AdTag, adTagSchema } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';

/** An ad's stored tags with their evidence, family by family in the vocabulary's order of rows. */
export async function adTagsOf(db: Queryable, adId: number): Promise<AdTag[]> {
  const rows = await db.query(
    `SELECT family, tag, rule, vocabulary_version, evidence FROM ad_tags WHERE ad_id = $1
     ORDER BY array_position(ARRAY['hook', 'angle', 'offer', 'format', 'lang'], family), tag`,
    [adId],
  );
  return rows.map((row) => adTagSchema.parse(row));
}
