import {
  AD_TAG_QUERY_FIELDS,
  type AdFilters,
  type Platform,
  type TagFacet,
  type TagVocabularyTerm,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { SqlWhere, applyAdFilters } from '../ads/search-sql';
import { termLabel } from './tag-names';

const tagCountSchema = z.object({
  family: z.enum(AD_TAG_QUERY_FIELDS),
  tag: z.string(),
  count: z.coerce.number(),
});

const termCountSchema = z.object({
  family: z.enum(AD_TAG_QUERY_FIELDS),
  term: z.string(),
  count: z.coerce.number(),
});

/** The search's conditions, its keyword read in the team's vocabulary. */
function searchWhere(platform: Platform, filters: AdFilters, terms: readonly TagVocabularyTerm[]) {
  const where = new SqlWhere();
  applyAdFilters(where, platform, filters, terms);
  where.add(`t.family = ANY(${where.param([...AD_TAG_QUERY_FIELDS])}::text[])`);
  return where;
}

/** Ads per stored tag: one row per (ad, family, tag), so a plain count. */
async function countsByTag(
  db: Queryable,
  platform: Platform,
  filters: AdFilters,
  terms: readonly TagVocabularyTerm[],
): Promise<Map<string, number>> {
  const where = searchWhere(platform, filters, terms);
  const rows = await db.query(
    `SELECT t.family, t.tag, count(*)::int AS count
     FROM ads a JOIN ad_tags t ON t.ad_id = a.id ${where.toSql()} GROUP BY t.family, t.tag`,
    where.params,
  );
  return new Map(
    rows.map((raw) => {
      const row = tagCountSchema.parse(raw);
      return [`${row.family}:${row.tag}`, row.count] as const;
    }),
  );
}

/** Ads per merged term: an ad carrying two of its tags counts once. */
async function countsByMergedTerm(
  db: Queryable,
  platform: Platform,
  filters: AdFilters,
  terms: readonly TagVocabularyTerm[],
  merged: readonly TagVocabularyTerm[],
): Promise<Map<string, number>> {
  if (merged.length === 0) return new Map();
  const where = searchWhere(platform, filters, terms);
  const pairs = merged.flatMap((term) => term.tags.map((tag) => ({ term, tag })));
  const families = where.param(pairs.map(({ term }) => term.family));
  const tags = where.param(pairs.map(({ tag }) => tag));
  const names = where.param(pairs.map(({ term }) => term.name));
  const rows = await db.query(
    `SELECT m.family, m.term, count(DISTINCT a.id)::int AS count
     FROM ads a JOIN ad_tags t ON t.ad_id = a.id
     JOIN unnest(${families}::text[], ${tags}::text[], ${names}::text[]) AS m(family, tag, term)
       ON m.family = t.family AND m.tag = t.tag
     ${where.toSql()} GROUP BY m.family, m.term`,
    where.params,
  );
  return new Map(
    rows.map((raw) => {
      const row = termCountSchema.parse(raw);
      return [`${row.family}:${row.term}`, row.count] as const;
    }),
  );
}

/**
 * How many ads of a search (its filters, keyword included) carry each term of the searcher's team
 * vocabulary (decision 0068): the choice is the term's name, the word a query names, so a renamed
 * or merged tag is offered as the team calls it. Every term is listed, at 0 when no ad carries it,
 * so the filter bar's choices do not move as the query narrows.
 */
export async function tagFacets(
  db: Queryable,
  platform: Platform,
  filters: AdFilters,
  terms: readonly TagVocabularyTerm[],
): Promise<TagFacet[]> {
  const merged = terms.filter((term) => term.tags.length > 1);
  const [byTag, byMerged] = await Promise.all([
    countsByTag(db, platform, filters, terms),
    countsByMergedTerm(db, platform, filters, terms, merged),
  ]);
  return AD_TAG_QUERY_FIELDS.flatMap((family) =>
    terms
      .filter((term) => term.family === family)
      .map((term) => ({
        family,
        tag: term.name,
        label: termLabel(term),
        count:
          term.tags.length > 1
            ? (byMerged.get(`${family}:${term.name}`) ?? 0)
            : (byTag.get(`${family}:${term.tags[0] ?? ''}`) ?? 0),
      })),
  );
}
