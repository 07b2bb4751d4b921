import type { CampaignChart } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable, Row } from '../../db/database';
import { addDays, daysBetween } from '../../seed/reference-date';

export interface PageQuery {
  page: number;
  per_page: number;
}

export interface DayWindow {
  from: string;
  to: string;
}

const totalSchema = z.object({ total: z.number().int() });

/**
 * One page of `listSql`, which must select `count(*) OVER ()::int AS total` and end without
 * LIMIT. A page past the end has no row to carry that count, so the list is counted again.
 */
export async function pagedList<Item>(
  db: Queryable,
  listSql: string,
  params: unknown[],
  query: PageQuery,
  map: (row: Row) => Item,
) {
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const rows = await db.query(`${listSql} LIMIT ${limit} OFFSET ${offset}`, [
    ...params,
    query.per_page,
    (query.page - 1) * query.per_page,
  ]);
  const counted = rows[0] ? totalSchema.parse(rows[0]).total : null;
  const total =
    counted ??
    (query.page > 1
      ? totalSchema.parse(
          (await db.query(`SELECT count(*)::int AS total FROM (${listSql}) AS list`, params))[0],
        ).total
      : 0);
  return {
    items: rows.map(map),
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
  };
}

const MAX_POINTS = 120;
const TOP_SERIES = 5;

/**
 * Daily values of the top series for a stacked chart. `itemsSql` must select `key`, `first_seen`
 * and `last_seen` (dates) of every item of the campaign; long windows are sampled to 120 points.
 */
export async function topSeriesChart(
  db: Queryable,
  itemsSql: string,
  params: unknown[],
  window: DayWindow | null,
): Promise<CampaignChart> {
  if (!window) return { from: null, to: null, keys: [], points: [] };
  const span = daysBetween(window.from, window.to);
  const step = Math.max(1, Math.ceil((span + 1) / MAX_POINTS));
  const from = `$${params.length + 1}`;
  const to = `$${params.length + 2}`;
  const rows = await db.query<{ key: string; date: string; value: number }>(
    `WITH items AS (${itemsSql}),
       inside AS (SELECT * FROM items WHERE last_seen >= ${from}::date AND first_seen <= ${to}::date),
       top AS (SELECT key FROM inside GROUP BY key ORDER BY count(*) DESC, key LIMIT ${TOP_SERIES})
     SELECT t.key, d::date::text AS date, count(i.key)::int AS value
     FROM top t CROSS JOIN generate_series(${from}::date, ${to}::date, interval '${step} day') d
     LEFT JOIN inside i ON i.key = t.key AND i.first_seen <= d::date AND i.last_seen >= d::date
     GROUP BY t.key, d ORDER BY d, t.key`,
    [...params, window.from, window.to],
  );
  const keys = [...new Set(rows.map((row) => row.key))];
  const points = new Map<string, Record<string, number>>();
  for (const row of rows) points.set(row.date, { ...points.get(row.date), [row.key]: row.value });
  const dates = [];
  for (let offset = 0; offset <= span; offset += step) dates.push(addDays(window.from, offset));
  return {
    from: window.from,
    to: window.to,
    keys,
    points: dates.map((date) => ({ date, values: points.get(date) ?? {} })),
  };
}

/**
 * An ORDER BY term from a sort the contract allows: the column comes from `columns` (never from
 * the request), so the SQL holds no user text.
 */
export function orderBy<Sort extends string>(
  columns: Record<Sort, string>,
  sort: Sort | undefined,
  direction: 'asc' | 'desc',
  fallback: string,
): string {
  return sort ? `${columns[sort]} ${direction === 'asc' ? 'ASC' : 'DESC'}` : fallback;
}
