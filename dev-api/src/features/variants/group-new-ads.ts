import type { Queryable } from '../../db/database';
import { type VariantCandidate, areVariants } from './variant-rule';

type StoredCandidate = {
  id: number;
  platform: string;
  owner_id: number;
  domain_id: number;
  text_fingerprint: string;
  media_fingerprint: string;
  variant_group: number;
};

const candidateOf = (row: StoredCandidate): VariantCandidate => ({
  ...row,
  text_fingerprint: BigInt(row.text_fingerprint),
});

/**
 * Places ads stored after the seed (an ingestion run's launches, stored with their fingerprints and
 * their own id as group) in the variant group of the stored ads they are variants of: the smallest
 * such group. Only ads sharing the rule's exact keys are read, so the work stays per advertiser.
 * Two older groups a new ad bridges stay apart: regrouping them would move ads under a user's eyes.
 */
export async function groupNewAds(db: Queryable, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const [ad] = await db.query<StoredCandidate>(
      `SELECT id, platform, owner_id, domain_id, text_fingerprint::text, media_fingerprint, variant_group
       FROM ads WHERE id = $1`,
      [id],
    );
    if (!ad) continue;
    const peers = await db.query<StoredCandidate>(
      `SELECT id, platform, owner_id, domain_id, text_fingerprint::text, media_fingerprint, variant_group
       FROM ads
       WHERE platform = $1 AND owner_id = $2 AND domain_id = $3 AND media_fingerprint = $4 AND id <> $5`,
      [ad.platform, ad.owner_id, ad.domain_id, ad.media_fingerprint, ad.id],
    );
    const groups = peers
      .filter((peer) => areVariants(candidateOf(ad), candidateOf(peer)))
      .map((peer) => peer.variant_group);
    const group = Math.min(ad.variant_group, ...groups);
    if (group !== ad.variant_group) {
      await db.query('UPDATE ads SET variant_group = $1 WHERE id = $2', [group, ad.id]);
    }
  }
}
