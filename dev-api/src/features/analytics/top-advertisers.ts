import type { Platform } from '@adlens/shared-contracts';
import { topAdvertisersDataSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ownerAvatarUrl } from '../ads/ad-row';
import { analyticsWindow } from './analytics-window';

const RANK_COLUMN = { ads: 'ads', reach: 'reach', engagement: 'engagement' } as const;

const rowSchema = z.object({
  id: z.number(),
  name: z.string(),
  verified: z.boolean(),
  followers: z.number(),
  category: z.string(),
  ads: z.number(),
  active_ads: z.number(),
  reach: z.number(),
  engagement: z.number(),
  top_domain: z.string().nullable(),
  total: z.number(),
});

/** Owners ranked by ads, reach (seen counts) or engagement of their ads running in the window. */
export async function topAdvertisers(
  db: Queryable,
  platform: Platform,
  query: {
    period: '7' | '30' | '90';
    rank_by: keyof typeof RANK_COLUMN;
    country?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const window = await analyticsWindow(db, platform, query);
  const where = window.where.clone();
  const limit = where.param(query.per_page);
  const offset = where.param((query.page - 1) * query.per_page);
  const rows = (
    await db.query(
      `WITH ranked AS (
         SELECT a.owner_id, count(*)::int AS ads, count(*) FILTER (WHERE a.is_active)::int AS active_ads,
           sum(a.seen_count)::float8 AS reach, sum(a.engagement_total)::float8 AS engagement,
           mode() WITHIN GROUP (ORDER BY a.domain_id) AS domain_id
         FROM ads a ${where.toSql()} GROUP BY a.owner_id)
       SELECT o.id, o.name, o.verified, o.followers::float8 AS followers, o.category,
         r.ads, r.active_ads, r.reach, r.engagement, d.name AS top_domain, count(*) OVER ()::int AS total
       FROM ranked r JOIN owners o ON o.id = r.owner_id LEFT JOIN domains d ON d.id = r.domain_id
       ORDER BY r.${RANK_COLUMN[query.rank_by]} DESC, o.id LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    )
  ).map((raw) => rowSchema.parse(raw));
  const total =
    rows[0]?.total ??
    (
      await db.query<{ total: number }>(
        `SELECT count(DISTINCT a.owner_id)::int AS total FROM ads a ${window.where.toSql()}`,
        window.where.params,
      )
    )[0]?.total ??
    0;
  return topAdvertisersDataSchema.parse({
    items: rows.map((row, index) => ({
      rank: (query.page - 1) * query.per_page + index + 1,
      owner: {
        id: row.id,
        name: row.name,
        avatar_url: ownerAvatarUrl(row.id),
        verified: row.verified,
        followers: row.followers,
        category: row.category,
      },
      ads: row.ads,
      active_ads: row.active_ads,
      reach: row.reach,
      engagement: row.engagement,
      top_domain: row.top_domain,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
    total_pages: Math.ceil(total / query.per_page),
    period: query.period,
    rank_by: query.rank_by,
    from: window.from,
    to: window.to,
  });
}
