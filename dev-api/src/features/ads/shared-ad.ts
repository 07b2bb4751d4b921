import { type Platform, sharedAdSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { CARD_COLUMNS, CARD_JOINS, toAdCard } from './ad-row';

/**
 * The ad behind a share token. A link answers only while its sharer's paid view of the ad stands
 * (decision 0024): links made before sharing needed a paid view stay closed, and a link made by a
 * user who paid stays readable for good. Unknown and closed links are the same 404.
 */
export async function sharedAdId(db: Queryable, platform: Platform, token: string) {
  const [row] = await db.query<{ ad_id: number }>(
    `SELECT s.ad_id FROM shared_ads s
     JOIN ad_views v ON v.user_id = s.user_id AND v.ad_id = s.ad_id
     WHERE s.token = $1 AND s.platform = $2`,
    [token, platform],
  );
  if (!row) throw fail.notFound('This shared link does not exist');
  return row.ad_id;
}

const variantsSchema = z.object({ text_variants: z.array(z.string()) });

/** What a public link reveals: the card's creative and facts with every text variant. */
export async function loadSharedAd(db: Queryable, platform: Platform, id: number) {
  const [raw] = await db.query(
    `SELECT ${CARD_COLUMNS}, a.text_variants FROM ads a ${CARD_JOINS}
     WHERE a.platform = $1 AND a.id = $2`,
    [platform, id],
  );
  if (!raw) throw fail.notFound('This shared link does not exist');
  // The contract's object schema drops the card's `bookmarked`: nobody is signed in here.
  return sharedAdSchema.parse({
    ...toAdCard(raw),
    text_variants: variantsSchema.parse(raw).text_variants,
  });
}
