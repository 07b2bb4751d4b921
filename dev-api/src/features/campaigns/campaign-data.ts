import type { CampaignChart } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays, daysBetween } from '../../seed/reference-date';

export interface PageQuery {
  page: number;
  per_page: number;
}

export interface DayWindow {
  from: string;
  to: string;
}

/** A page of rows whose query adds `count(*) OVER ()::int AS total` (0 rows: total 0 or recount). */
export function toPage<Row extends { total: number }, Item>(
  rows: Row[],
  query: PageQuery,
  map: (row: Row) => Item,
  fallbackTotal: number,
) {
  const total = rows[0]?.total ?? fallbackTotal;
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
