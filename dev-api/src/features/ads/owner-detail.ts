import { type OwnerDetail, type Platform, ownerDetailSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { addDays } from '../../seed/reference-date';
import { ownerAvatarUrl } from './ad-row';

const ownerRowSchema = z.object({
  id: z.number(),
  platform: z.string(),
  name: z.string(),
  verified: z.boolean(),
  followers: z.number(),
  category: z.string(),
  total_ads: z.number(),
  active_ads: z.number(),
  first_ad_seen: z.string().nullable(),
  last_ad_seen: z.string().nullable(),
  countries: z.array(z.string()).nullable(),
  domains: z.array(z.string()).nullable(),
});

export async function loadOwner(
  db: Queryable,
  platform: Platform,
  id: number,
): Promise<OwnerDetail> {
  const [raw] = await db.query(
    `SELECT o.id, o.platform, o.name, o.verified, o.followers::float8 AS followers, o.category,
       count(a.id)::int AS total_ads, count(a.id) FILTER (WHERE a.is_active)::int AS active_ads,
       min(a.first_seen)::text AS first_ad_seen, max(a.last_seen)::text AS last_ad_seen,
       (SELECT array_agg(DISTINCT c) FROM ads x, unnest(x.countries) c WHERE x.owner_id = o.id) AS countries,
       (SELECT array_agg(DISTINCT d.name) FROM ads x JOIN domains d ON d.id = x.domain_id WHERE x.owner_id = o.id) AS domains
     FROM owners o LEFT JOIN ads a ON a.owner_id = o.id
     WHERE o.id = $1 AND o.platform = $2 GROUP BY o.id`,
    [id, platform],
  );
  if (!raw) throw fail.notFound('Owner not found');
  const row = ownerRowSchema.parse(raw);
  const ctas = await db.query(
    `SELECT COALESCE(cta, 'No Button') AS cta, count(*)::int AS count FROM ads WHERE owner_id = $1 GROUP BY 1 ORDER BY 2 DESC`,
    [id],
  );
  const formats = await db.query(
    'SELECT media_type, count(*)::int AS count FROM ads WHERE owner_id = $1 GROUP BY 1 ORDER BY 2 DESC',
    [id],
  );
  const perDay = await db.query<{ date: string; count: number }>(
    'SELECT first_seen::text AS date, count(*)::int AS count FROM ads WHERE owner_id = $1 GROUP BY 1 ORDER BY 1',
    [id],
  );
  const last = row.last_ad_seen;
  return ownerDetailSchema.parse({
    ...row,
    avatar_url: ownerAvatarUrl(row.id),
    countries: row.countries ?? [],
    domains: row.domains ?? [],
    platforms: [row.platform],
    ctas,
    formats,
    // The last 90 days up to the owner's last seen ad.
    ads_per_day: last ? perDay.filter((point) => point.date >= addDays(last, -90)) : [],
  });
}
