import type { AdSearchData } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { CARD_COLUMNS, CARD_JOINS, toAdCard } from '../ads/ad-row';
import { type SqlWhere, orderBy } from '../ads/search-sql';

export interface GroupedSearchInput {
  /** The search's filters, already applied (`a` is the ads alias). */
  where: SqlWhere;
  sort: Parameters<typeof orderBy>[1];
  keyword: string | undefined;
  page: number;
  perPage: number;
  userId: number | null;
}

const extraColumnsSchema = z.object({ variants: z.number(), total: z.number() });

/**
 * The statement of a search grouped by variants: of each group's matching ads, the first in the
 * search's order stands for the group (with how many matched), and the groups are paged in that
 * order. The group is a column set when the ad was stored (decision 0033), so this is a window over
 * the matching rows, not a comparison of creatives.
 */
export function groupedSearchStatement(input: GroupedSearchInput): {
  sql: string;
  params: unknown[];
} {
  const where = input.where.clone();
  const whereSql = where.toSql();
  const inGroup = orderBy(where, input.sort, input.keyword);
  const order = orderBy(where, input.sort, input.keyword);
  const user = where.param(input.userId);
  const limit = where.param(input.perPage);
  const offset = where.param((input.page - 1) * input.perPage);
  return {
    sql: `WITH matched AS MATERIALIZED (
        SELECT a.id, row_number() OVER (PARTITION BY a.variant_group ORDER BY ${inGroup}) AS rank,
          count(*) OVER (PARTITION BY a.variant_group)::int AS variants
        FROM ads a ${whereSql}),
      page AS MATERIALIZED (
        SELECT a.id, m.variants, count(*) OVER ()::int AS total
        FROM matched m JOIN ads a ON a.id = m.id WHERE m.rank = 1
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}),
      numbered AS (SELECT id, variants, total, row_number() OVER () AS position FROM page),
      mine AS (SELECT DISTINCT ca.ad_id FROM collection_ads ca
        JOIN collections c ON c.id = ca.collection_id WHERE c.user_id = ${user}::int)
      SELECT ${CARD_COLUMNS}, mine.ad_id IS NOT NULL AS bookmarked, p.variants, p.total
      FROM numbered p JOIN ads a ON a.id = p.id ${CARD_JOINS} LEFT JOIN mine ON mine.ad_id = a.id
      ORDER BY p.position`,
    params: where.params,
  };
}

/** One page of a search grouped by variants; each card carries its `variant_count`. */
export async function searchGroupedAds(
  db: Queryable,
  input: GroupedSearchInput,
): Promise<AdSearchData> {
  const statement = groupedSearchStatement(input);
  const rows = await db.query(statement.sql, statement.params);
  let total = rows[0] ? extraColumnsSchema.parse(rows[0]).total : 0;
  if (rows.length === 0 && input.page > 1) {
    // A page past the end has no row to carry the window count.
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(DISTINCT a.variant_group)::int AS total FROM ads a ${input.where.toSql()}`,
      input.where.params,
    );
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map((row) => ({
      ...toAdCard(row),
      variant_count: extraColumnsSchema.parse(row).variants,
    })),
    total,
    page: input.page,
    per_page: input.perPage,
    total_pages: Math.ceil(total / input.perPage),
  };
}
