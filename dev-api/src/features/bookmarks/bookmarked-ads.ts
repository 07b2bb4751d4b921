import type { AdCard, Platform } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { likeContains } from '../../db/like-pattern';
import { CARD_COLUMNS, CARD_JOINS, toAdCard } from '../ads/ad-row';
import { SqlWhere } from '../ads/search-sql';

export interface BookmarkedAdsInput {
  userId: number;
  platform: Platform;
  /** One collection; without it, the ads of all the user's collections of the platform. */
  collectionId?: number;
  keyword?: string;
  limit: number;
  offset: number;
}

/**
 * The user's bookmarked ads, most recently added first, with the collections holding each and the
 * total: the one query both the bookmarks page and an export of it read, so they cannot disagree.
 */
export async function bookmarkedAds(
  db: Queryable,
  input: BookmarkedAdsInput,
): Promise<{ items: (AdCard & { collection_ids: number[] })[]; total: number }> {
  const where = new SqlWhere();
  where.add(`c.user_id = ${where.param(input.userId)}`);
  where.add(`c.platform = ${where.param(input.platform)}`);
  if (input.collectionId) where.add(`c.id = ${where.param(input.collectionId)}`);
  if (input.keyword?.trim())
    where.add(
      `a.search_text LIKE ${where.param(likeContains(input.keyword.trim().toLowerCase()))}`,
    );
  const base = `FROM collection_ads ca JOIN collections c ON c.id = ca.collection_id JOIN ads a ON a.id = ca.ad_id ${CARD_JOINS} ${where.toSql()}`;
  const countParams = [...where.params];
  const limit = where.param(input.limit);
  const offset = where.param(input.offset);
  const rows = await db.query<{ collection_ids: number[] }>(
    `SELECT ${CARD_COLUMNS}, true AS bookmarked, array_agg(c.id ORDER BY c.id) AS collection_ids, max(ca.added_at) AS added
     ${base} GROUP BY a.id, o.id, d.id ORDER BY added DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(DISTINCT a.id)::int AS total ${base}`,
    countParams,
  );
  return {
    items: rows.map((row) => ({ ...toAdCard(row), collection_ids: row.collection_ids })),
    total: counted?.total ?? 0,
  };
}
