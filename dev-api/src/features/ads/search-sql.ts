import {
  type AdFilters,
  COUNTRY_GROUPS,
  ENGAGEMENT_KEYS,
  type Platform,
  type TagVocabularyTerm,
} from '@adlens/shared-contracts';
import { addKeywordQuery, keywordRelevanceTexts } from './keyword-query-sql';
import { relevanceOrder } from './relevance-page';

type Sort =
  'newest' | 'oldest' | 'most_engagement' | 'most_relevant' | 'most_seen' | 'longest_running';

/** Collects WHERE clauses with numbered parameters. */
export class SqlWhere {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): void {
    this.clauses.push(clause);
  }

  /** A copy to extend without touching this one (e.g. one base filter, several queries). */
  clone(): SqlWhere {
    const copy = new SqlWhere();
    copy.clauses.push(...this.clauses);
    copy.params.push(...this.params);
    return copy;
  }

  toSql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** Country groups expand to their codes; worldwide (`WW`) ads count for every country. */
export function expandCountries(values: string[]): string[] {
  const groups: Record<string, readonly string[]> = COUNTRY_GROUPS;
  const codes = values.flatMap((value) => groups[value] ?? [value.toUpperCase()]);
  // Worldwide ads run in every country.
  return [...new Set([...codes, 'WW'])];
}

function anyOf(where: SqlWhere, column: string, values: string[] | undefined): void {
  if (values && values.length > 0) where.add(`${column} = ANY(${where.param(values)})`);
}

function overlaps(where: SqlWhere, column: string, values: string[] | undefined): void {
  if (values && values.length > 0) where.add(`${column} && ${where.param(values)}::text[]`);
}

function range(
  where: SqlWhere,
  column: string,
  bounds: { min?: number; max?: number } | undefined,
): void {
  if (bounds?.min !== undefined) where.add(`${column} >= ${where.param(bounds.min)}`);
  if (bounds?.max !== undefined) where.add(`${column} <= ${where.param(bounds.max)}`);
}

/**
 * Adds the filter clauses of spec section 2 searches to `where` (table alias `a`); tag words of the
 * keyword read the searcher's team vocabulary (`tagTerms`, the default one when absent).
 */
export function applyAdFilters(
  where: SqlWhere,
  platform: Platform,
  filters: AdFilters,
  tagTerms?: readonly TagVocabularyTerm[],
): void {
  where.add(`a.platform = ${where.param(platform)}`);
  addKeywordQuery(where, filters.keyword, tagTerms);
  if (filters.countries && filters.countries.length > 0) {
    overlaps(where, 'a.countries', expandCountries(filters.countries));
  }
  if (filters.first_seen?.from)
    where.add(`a.first_seen >= ${where.param(filters.first_seen.from)}::date`);
  if (filters.first_seen?.to)
    where.add(`a.first_seen <= ${where.param(filters.first_seen.to)}::date`);
  if (filters.last_seen?.from)
    where.add(`a.last_seen >= ${where.param(filters.last_seen.from)}::date`);
  if (filters.last_seen?.to) where.add(`a.last_seen <= ${where.param(filters.last_seen.to)}::date`);
  range(where, 'a.days_running', filters.days_running);
  anyOf(where, 'a.media_type', filters.media_type);
  anyOf(where, 'a.cta', filters.ctas);
  anyOf(where, 'a.ecommerce_platform', filters.ecommerce_platforms);
  anyOf(where, 'a.affiliate_network', filters.affiliate_networks);
  anyOf(where, 'a.tracker', filters.trackers);
  anyOf(where, 'a.funnel', filters.funnels);
  anyOf(where, 'a.category', filters.categories);
  overlaps(where, 'a.devices', filters.devices);
  overlaps(where, 'a.os', filters.os);
  overlaps(where, 'a.publishers', filters.publishers);
  overlaps(where, 'a.networks', filters.networks);
  if (filters.status) where.add(`a.is_active = ${where.param(filters.status === 'active')}`);
  const known: readonly string[] = ENGAGEMENT_KEYS[platform];
  for (const [key, bounds] of Object.entries(filters.engagement ?? {})) {
    // Unknown keys for the platform are ignored: the key list is per platform.
    if (!known.includes(key)) continue;
    range(where, `COALESCE((a.engagement ->> ${where.param(key)})::bigint, 0)`, bounds);
  }
}

export function orderBy(where: SqlWhere, sort: Sort, keyword: string | undefined): string {
  switch (sort) {
    case 'oldest':
      return 'a.first_seen ASC, a.id ASC';
    case 'most_engagement':
      return 'a.engagement_total DESC, a.id DESC';
    case 'most_seen':
      return 'a.seen_count DESC, a.id DESC';
    case 'longest_running':
      return 'a.days_running DESC, a.id DESC';
    case 'most_relevant': {
      const texts = keywordRelevanceTexts(keyword);
      return texts === null ? 'a.popularity DESC, a.id DESC' : relevanceOrder(where, texts);
    }
    default:
      return 'a.first_seen DESC, a.id DESC';
  }
}
