import {
  type Platform,
  type PlatformAnalytics,
  analyticsDataSchema,
} from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { type AnalyticsFilter, analyticsWindow, dailySeries } from './analytics-window';

const TOP = 10;

/** Totals, a daily series and the top CTAs, countries and domains of a platform's window. */
export async function platformAnalytics(
  db: Queryable,
  platform: Platform,
  filter: AnalyticsFilter,
): Promise<PlatformAnalytics> {
  const window = await analyticsWindow(db, platform, filter);
  const base = window.where;
  const from = base.clone();
  const fromParam = from.param(window.from);
  const [totals] = await db.query(
    `SELECT count(*)::int AS ads,
       count(*) FILTER (WHERE a.first_seen >= ${fromParam}::date)::int AS new_ads,
       count(*) FILTER (WHERE a.is_active)::int AS active_ads,
       count(DISTINCT a.owner_id)::int AS advertisers,
       count(DISTINCT a.domain_id)::int AS domains,
       COALESCE(round(avg(a.days_running), 1), 0)::float8 AS avg_days_running
     FROM ads a ${from.toSql()}`,
    from.params,
  );
  const topCtas = await db.query(
    `SELECT COALESCE(a.cta, 'No Button') AS label, count(*)::int AS count FROM ads a ${base.toSql()}
     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    base.params,
  );
  const topCountries = await db.query(
    `SELECT c AS label, count(*)::int AS count FROM ads a, unnest(a.countries) c ${base.toSql()}
     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP}`,
    base.params,
  );
  const topDomains = await db.query(
    `SELECT d.id, d.name AS label, count(*)::int AS count
     FROM ads a JOIN domains d ON d.id = a.domain_id ${base.toSql()}
     GROUP BY d.id ORDER BY 3 DESC, 2 LIMIT ${TOP}`,
    base.params,
  );
  return analyticsDataSchema.parse({
    platform,
    period: filter.period,
    from: window.from,
    to: window.to,
    totals,
    series: await dailySeries(db, window),
    top_ctas: topCtas,
    top_countries: topCountries,
    top_domains: topDomains,
  });
}
