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
import { tagKey } from './ad-tag-rows';
import { termLabel } from './tag-names';

const keyCountSchema = z.object({ key: z.string(), count: z.coerce.number() });

/** The search's conditions, its keyword read in the team's vocabulary. */
function searchWhere(platform: Platform, filters: AdFilters, terms: readonly TagVocabularyTerm[]) {
  const where = new SqlWhere();
  applyAdFilters(where, platform, filters, terms);
  return where;
}

/**
 * Ads per stored tag, keyed `family:tag`, from each matching ad's own tag keys (migration 0031):
 * no join, so a narrowed search counts its few ads (9 ms for `shoes` on meta at 500k, against
 * 156 ms joining `ad_tags`). Families outside the query fields (format) are counted and not read.
 */
async function countsByTag(
  db: Queryable,
  platform: Platform,
  filters: AdFilters,
  terms: readonly TagVocabularyTerm[],
): Promise<Map<string, number>> {
  const where = searchWhere(platform, filters, terms);
  const rows = await db.query(
    `SELECT k.key, count(*)::int AS count
     FROM ads a CROSS JOIN LATERAL unnest(a.tag_keys) AS k(key) ${where.toSql()} GROUP BY k.key`,
    where.params,
  );
  return new Map(
    rows.map((raw) => {
      const row = keyCountSchema.parse(raw);
      return [row.key, row.count] as const;
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
  const counts = merged.map(
    (term, index) =>
      `count(*) FILTER (WHERE a.tag_keys && ${where.param(term.tags.map((tag) => tagKey(term.family, tag)))}::text[])::int AS "${index}"`,
  );
  const [row = {}] = await db.query<Record<string, unknown>>(
    `SELECT ${counts.join(', ')} FROM ads a ${where.toSql()}`,
    where.params,
  );
  return new Map(
    merged.map((term, index) => [`${term.family}:${term.name}`, Number(row[String(index)] ?? 0)]),
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
            : (byTag.get(tagKey(family, term.tags[0] ?? '')) ?? 0),
      })),
  );
}
