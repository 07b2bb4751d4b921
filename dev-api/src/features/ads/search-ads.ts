import type {
  AdSearchData,
  Platform,
  TagVocabularyTerm,
  adSearchBodySchema,
} from '@adlens/shared-contracts';
import type { z } from 'zod';
import type { LruCache } from '../../cache/lru-cache';
import type { Queryable } from '../../db/database';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from './ad-row';
import { keywordRelevanceTexts } from './keyword-query-sql';
import { relevantPageCtes } from './relevance-page';
import { SqlWhere, applyAdFilters, orderBy } from './search-sql';
import { searchGroupedAds } from '../variants/variant-search';

type SearchBody = z.output<typeof adSearchBodySchema>;

export interface SearchInput {
  platform: Platform;
  body: SearchBody;
  userId: number | null;
  ownerId?: number;
  /** The searcher's team tag vocabulary (decision 0068); the default one when absent. */
  tagTerms?: readonly TagVocabularyTerm[];
}

/**
 * `counted`: the page is chosen on `ads` alone by its index (LIMIT stops early) and the total is a
 * separate uncorrelated count in the same statement, skipped when the total of the same filters is
 * already known (ads are read-only at run time, so a remembered total stays exact).
 * `single`: one statement; the page is chosen on `ads` alone (ids only) with a window count, and
 * owners, domains and the bookmark flag (one LEFT JOIN of the user's bookmarked ids) are joined for
 * the page's rows only.
 * `separate`: the former plan, kept for the benchmark's A/B run: a wide page query with a
 * per-row EXISTS for bookmarks plus a second, uncapped count query.
 */
export type SearchStrategy = 'counted' | 'single' | 'separate';

/** Totals by filter (the WHERE text and its parameters). */
export type SearchTotals = LruCache<number>;

export interface SearchStatement {
  sql: string;
  params: unknown[];
}

function filtered(input: SearchInput): SqlWhere {
  const where = new SqlWhere();
  applyAdFilters(where, input.platform, input.body, input.tagTerms);
  if (input.ownerId !== undefined) where.add(`a.owner_id = ${where.param(input.ownerId)}`);
  return where;
}

/** The key of a search's total: its filters, not its order or page. */
export function totalKey(input: SearchInput): string {
  const where = filtered(input);
  return `${where.toSql()} ${JSON.stringify(where.params)}`;
}

function countedStatement(
  input: SearchInput,
  where: SqlWhere,
  knownTotal: number | undefined,
): SearchStatement {
  const { body } = input;
  const whereSql = where.toSql();
  const relevance = body.sort === 'most_relevant' ? keywordRelevanceTexts(body.keyword) : null;
  const page = { limit: body.per_page, offset: (body.page - 1) * body.per_page };
  const pageCtes =
    relevance === null
      ? `page AS MATERIALIZED (SELECT a.id FROM ads a ${whereSql}
          ORDER BY ${orderBy(where, body.sort, body.keyword)}
          LIMIT ${where.param(page.limit)} OFFSET ${where.param(page.offset)})`
      : relevantPageCtes(where, whereSql, relevance, page);
  const user = where.param(input.userId);
  // An uncorrelated subquery runs once; unlike a window count it leaves the page free to stop
  // reading its index after LIMIT rows.
  const total =
    knownTotal === undefined
      ? `(SELECT count(*)::int FROM ads a ${whereSql}) AS total`
      : 'NULL AS total';
  return {
    sql: `WITH ${pageCtes},
      numbered AS (SELECT id, row_number() OVER () AS position FROM page),
      mine AS (SELECT DISTINCT ca.ad_id FROM collection_ads ca
        JOIN collections c ON c.id = ca.collection_id WHERE c.user_id = ${user}::int)
      SELECT ${CARD_COLUMNS}, mine.ad_id IS NOT NULL AS bookmarked, ${total}
      FROM numbered p JOIN ads a ON a.id = p.id ${CARD_JOINS} LEFT JOIN mine ON mine.ad_id = a.id
      ORDER BY p.position`,
    params: where.params,
  };
}

/**
 * The statements a search runs (exposed so the benchmark can EXPLAIN them); `knownTotal` lets
 * the `counted` plan skip its count.
 */
export function searchStatements(
  input: SearchInput,
  strategy: SearchStrategy,
  knownTotal?: number,
): SearchStatement[] {
  const { body } = input;
  const where = filtered(input);
  if (strategy === 'counted') return [countedStatement(input, where, knownTotal)];
  const whereSql = where.toSql();
  if (strategy === 'separate') {
    const countParams = [...where.params];
    const order = orderBy(where, body.sort, body.keyword);
    const user = where.param(input.userId);
    const limit = where.param(body.per_page);
    const offset = where.param((body.page - 1) * body.per_page);
    return [
      {
        sql: `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn(`${user}::int`)}
          FROM ads a ${CARD_JOINS} ${whereSql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        params: where.params,
      },
      { sql: `SELECT count(*)::int AS total FROM ads a ${whereSql}`, params: countParams },
    ];
  }
  const order = orderBy(where, body.sort, body.keyword);
  const user = where.param(input.userId);
  const limit = where.param(body.per_page);
  const offset = where.param((body.page - 1) * body.per_page);
  return [
    {
      // One narrow scan serves both the page and the count (the window count runs before LIMIT);
      // the wide card columns are read for the page's rows only.
      sql: `WITH page AS MATERIALIZED (
          SELECT a.id, count(*) OVER ()::int AS total FROM ads a ${whereSql}
          ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}),
        numbered AS (SELECT id, total, row_number() OVER () AS position FROM page),
        mine AS (SELECT DISTINCT ca.ad_id FROM collection_ads ca
          JOIN collections c ON c.id = ca.collection_id WHERE c.user_id = ${user}::int)
        SELECT ${CARD_COLUMNS}, mine.ad_id IS NOT NULL AS bookmarked, p.total
        FROM numbered p JOIN ads a ON a.id = p.id ${CARD_JOINS} LEFT JOIN mine ON mine.ad_id = a.id
        ORDER BY p.position`,
      params: where.params,
    },
  ];
}

/** A page past the end has no row to carry the window count: count separately then. */
function countStatement(input: SearchInput): SearchStatement {
  const where = filtered(input);
  return { sql: `SELECT count(*)::int AS total FROM ads a ${where.toSql()}`, params: where.params };
}

/**
 * One page of ads matching the filters, with the total count. `ownerId` narrows to one owner;
 * `totals` remembers counts for the `counted` plan.
 */
export async function searchAds(
  db: Queryable,
  input: SearchInput,
  strategy: SearchStrategy = 'counted',
  totals?: SearchTotals,
): Promise<AdSearchData> {
  const { body } = input;
  if (body.group_variants) {
    return searchGroupedAds(db, {
      where: filtered(input),
      sort: body.sort,
      keyword: body.keyword,
      page: body.page,
      perPage: body.per_page,
      userId: input.userId,
    });
  }
  const key = strategy === 'counted' && totals ? totalKey(input) : null;
  const knownTotal = key === null ? undefined : totals?.get(key);
  const statements = searchStatements(input, strategy, knownTotal);
  const results = [];
  for (const statement of statements) results.push(await db.query(statement.sql, statement.params));
  const [rows = [], counted] = results;
  if (rows.length === 0 && !counted && body.page > 1 && knownTotal === undefined) {
    const statement = countStatement(input);
    results.push(await db.query(statement.sql, statement.params));
  }
  const first = (results[1] ?? rows)[0];
  const total = knownTotal ?? (first && typeof first.total === 'number' ? first.total : 0);
  if (key !== null && knownTotal === undefined) totals?.set(key, total);
  const items = rows.map(toAdCard);
  return {
    items,
    total,
    page: body.page,
    per_page: body.per_page,
    total_pages: Math.ceil(total / body.per_page),
  };
}
