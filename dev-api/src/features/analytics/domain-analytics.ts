import {
  type DomainAnalytics,
  type Platform,
  domainAnalyticsDataSchema,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { domainRowSchema } from '../../db/rows/domain-row';
import { fail } from '../../http/api-failure';
import { ownerAvatarUrl } from '../ads/ad-row';
import { type AnalyticsFilter, analyticsWindow, dailySeries } from './analytics-window';

const advertiserRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  verified: z.boolean(),
  followers: z.number(),
  ad_count: z.number(),
});

async function findDomain(db: Queryable, idOrName: string) {
  const byId = /^\d+$/.test(idOrName);
  const [raw] = await db.query(
    `SELECT id, name, ecommerce_platform, cms, funnel, affiliate_network, tracker FROM domains
     WHERE ${byId ? 'id = $1::int' : 'name = lower($1)'}`,
    [idOrName],
  );
  if (!raw) throw fail.notFound('Domain not found');
  return domainRowSchema.parse(raw);
}

/** A landing domain on one platform: technologies, advertisers, reach and a daily series. */
export async function domainAnalytics(
  db: Queryable,
  platform: Platform,
  idOrName: string,
  filter: AnalyticsFilter,
): Promise<DomainAnalytics> {
  const domain = await findDomain(db, idOrName);
  const params = [platform, domain.id];
  const [stats] = await db.query(
    `SELECT count(*)::int AS ad_count, count(*) FILTER (WHERE is_active)::int AS active_ads,
       min(first_seen)::text AS first_seen, max(last_seen)::text AS last_seen
     FROM ads WHERE platform = $1 AND domain_id = $2`,
    params,
  );
  const countries = await db.query(
    `SELECT c AS label, count(*)::int AS count FROM ads a, unnest(a.countries) c
     WHERE a.platform = $1 AND a.domain_id = $2 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`,
    params,
  );
  const advertisers = await db.query(
    `SELECT o.id, o.name, o.verified, o.followers::float8 AS followers, count(*)::int AS ad_count
     FROM ads a JOIN owners o ON o.id = a.owner_id WHERE a.platform = $1 AND a.domain_id = $2
     GROUP BY o.id ORDER BY ad_count DESC, o.id LIMIT 20`,
    params,
  );
  const topCtas = await db.query(
    `SELECT COALESCE(cta, 'No Button') AS label, count(*)::int AS count FROM ads
     WHERE platform = $1 AND domain_id = $2 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    params,
  );
  const window = await analyticsWindow(db, platform, filter);
  window.where.add(`a.domain_id = ${window.where.param(domain.id)}`);
  const technologies = [
    ['E-commerce', domain.ecommerce_platform],
    ['CMS', domain.cms],
    ['Funnel', domain.funnel],
    ['Affiliate network', domain.affiliate_network],
    ['Tracker', domain.tracker],
  ].flatMap(([category, name]) => (name ? [{ category, name }] : []));
  return domainAnalyticsDataSchema.parse({
    domain: { id: domain.id, name: domain.name },
    technologies,
    affiliate_network: domain.affiliate_network,
    tracker: domain.tracker,
    ...stats,
    countries,
    advertisers: advertisers.map((raw) => {
      const row = advertiserRowSchema.parse(raw);
      return { ...row, avatar_url: ownerAvatarUrl(row.id) };
    }),
    top_ctas: topCtas,
    series: await dailySeries(db, window),
  });
}
