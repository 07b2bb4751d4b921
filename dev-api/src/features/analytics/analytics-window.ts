import type { Platform } from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays } from '../../seed/reference-date';
import { SqlWhere, expandCountries } from '../ads/search-sql';

export interface AnalyticsFilter {
  period: '7' | '30' | '90';
  country?: string | undefined;
  category?: string | undefined;
}

export interface AnalyticsWindow {
  from: string;
  to: string;
  where: SqlWhere;
}

/**
 * The window ends at the platform's latest crawl day (the newest last-seen), not at the clock:
 * the catalogue is a snapshot. An ad counts when it ran on any day of the window.
 */
export async function analyticsWindow(
  db: Queryable,
  platform: Platform,
  filter: AnalyticsFilter,
): Promise<AnalyticsWindow> {
  const [latest] = await db.query<{ day: string | null }>(
    'SELECT max(last_seen)::text AS day FROM ads WHERE platform = $1',
    [platform],
  );
  const to = latest?.day ?? new Date().toISOString().slice(0, 10);
  const from = addDays(to, -(Number(filter.period) - 1));
  const where = new SqlWhere();
  where.add(`a.platform = ${where.param(platform)}`);
  where.add(`a.last_seen >= ${where.param(from)}::date`);
  where.add(`a.first_seen <= ${where.param(to)}::date`);
  if (filter.country)
    where.add(`a.countries && ${where.param(expandCountries([filter.country]))}::text[]`);
  if (filter.category) where.add(`a.category = ${where.param(filter.category)}`);
  return { from, to, where };
}

/** New and running ads per day of the window, zero days included. */
export async function dailySeries(db: Queryable, window: AnalyticsWindow) {
  const where = window.where.clone();
  const from = where.param(window.from);
  const to = where.param(window.to);
  const rows = await db.query<{ date: string; new_ads: number; active_ads: number }>(
    `SELECT d::date::text AS date,
       count(a.id) FILTER (WHERE a.first_seen = d::date)::int AS new_ads,
       count(a.id)::int AS active_ads
     FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
     LEFT JOIN ads a ON a.first_seen <= d::date AND a.last_seen >= d::date
       AND ${where.clauses.join(' AND ')}
     GROUP BY d ORDER BY d`,
    where.params,
  );
  return rows;
}
