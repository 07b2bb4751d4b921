import {
  AD_TAG_QUERY_FIELDS,
  type AdFilters,
  type Platform,
  type TagFacet,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { SqlWhere, applyAdFilters } from '../ads/search-sql';
import { knownTags, tagLabel } from './tag-names';

const countRowSchema = z.object({
  family: z.enum(AD_TAG_QUERY_FIELDS),
  tag: z.string(),
  count: z.coerce.number(),
});

/**
 * How many ads of a search (its filters, keyword included) carry each tag a query can name. Every
 * known tag is listed, at 0 when none carries it, so the filter bar's choices do not move as the
 * query narrows; a stored tag the vocabulary no longer knows is left out (a query could not name it).
 */
export async function tagFacets(
  db: Queryable,
  platform: Platform,
  filters: AdFilters,
): Promise<TagFacet[]> {
  const where = new SqlWhere();
  applyAdFilters(where, platform, filters);
  where.add(`t.family = ANY(${where.param([...AD_TAG_QUERY_FIELDS])}::text[])`);
  const rows = await db.query(
    `SELECT t.family, t.tag, count(*)::int AS count
     FROM ads a JOIN ad_tags t ON t.ad_id = a.id ${where.toSql()} GROUP BY t.family, t.tag`,
    where.params,
  );
  const counts = new Map(
    rows.map((raw) => {
      const row = countRowSchema.parse(raw);
      return [`${row.family}:${row.tag}`, row.count] as const;
    }),
  );
  return AD_TAG_QUERY_FIELDS.flatMap((family) =>
    knownTags(family).map((tag) => ({
      family,
      tag,
      label: tagLabel(family, tag),
      count: counts.get(`${family}:${tag}`) ?? 0,
    })),
  );
}
