import { type AdCard, adCardSchema, mediaUrl } from '@adlens/shared-contracts';
import { z } from 'zod';

/** Columns a card needs; dates come back as text so no time zone can shift them. */
export const CARD_COLUMNS = `
  a.id, a.platform, a.platform_ad_id, a.title, a.body, a.media_type, a.media, a.cta, a.display_url,
  a.countries, a.placements, a.first_seen::text AS first_seen, a.last_seen::text AS last_seen,
  a.days_running, a.seen_count, a.engagement, a.engagement_total::float8 AS engagement_total,
  a.popularity, a.is_active, a.category, a.extras,
  o.id AS owner_id, o.name AS owner_name, o.verified AS owner_verified, o.followers::float8 AS owner_followers,
  d.name AS domain_name`;

export const CARD_JOINS = 'JOIN owners o ON o.id = a.owner_id JOIN domains d ON d.id = a.domain_id';

/** Rows are validated on the way out of the database, not cast. */
export const cardRowSchema = z.object({
  id: z.number(),
  platform: z.string(),
  platform_ad_id: z.string(),
  title: z.string(),
  body: z.string(),
  media_type: z.string(),
  media: z.array(
    z.object({
      type: z.enum(['image', 'video']),
      key: z.string(),
      width: z.number(),
      height: z.number(),
      duration: z.number().nullable(),
    }),
  ),
  cta: z.string().nullable(),
  display_url: z.string(),
  countries: z.array(z.string()),
  placements: z.array(z.string()),
  first_seen: z.string(),
  last_seen: z.string(),
  days_running: z.number(),
  seen_count: z.number(),
  engagement: z.record(z.string(), z.number()),
  engagement_total: z.number(),
  popularity: z.number(),
  is_active: z.boolean(),
  category: z.string(),
  extras: z.record(z.string(), z.unknown()),
  owner_id: z.number(),
  owner_name: z.string(),
  owner_verified: z.boolean(),
  owner_followers: z.number(),
  domain_name: z.string(),
  bookmarked: z.boolean().optional(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

export function ownerAvatarUrl(ownerId: number): string {
  return mediaUrl(`owner-${ownerId}`, { mode: 'fill', w: 96, h: 96 });
}

function engagementRate(engagement: Record<string, number>, seenCount: number): number {
  const reach = engagement.views ?? engagement.plays ?? seenCount * 100;
  const interactions = Object.entries(engagement)
    .filter(([key]) => key !== 'views' && key !== 'plays')
    .reduce((sum, [, value]) => sum + value, 0);
  if (reach <= 0) return 0;
  return Math.min(100, Math.round((interactions / reach) * 10_000) / 100);
}

export function toAdCard(raw: unknown): AdCard {
  const row = cardRowSchema.parse(raw);
  return adCardSchema.parse({
    id: row.id,
    platform: row.platform,
    platform_ad_id: row.platform_ad_id,
    title: row.title,
    text: row.body,
    media_type: row.media_type,
    media: row.media.map((item) => ({
      ...item,
      url: mediaUrl(item.key, item.type === 'video' ? { mode: 'snapshot' } : {}),
    })),
    cta: row.cta,
    display_url: row.display_url,
    domain: row.domain_name,
    owner: {
      id: row.owner_id,
      name: row.owner_name,
      avatar_url: ownerAvatarUrl(row.owner_id),
      verified: row.owner_verified,
      followers: row.owner_followers,
    },
    countries: row.countries,
    placements: row.placements,
    first_seen: row.first_seen,
    last_seen: row.last_seen,
    days_running: row.days_running,
    seen_count: row.seen_count,
    engagement: row.engagement,
    engagement_total: row.engagement_total,
    engagement_rate: engagementRate(row.engagement, row.seen_count),
    popularity: row.popularity,
    is_active: row.is_active,
    category: row.category,
    bookmarked: row.bookmarked ?? false,
    extras: row.extras,
  });
}

/** SQL for "does this user hold the ad in any collection"; `$userParam` is the user id or NULL. */
export function bookmarkedColumn(userParam: string): string {
  return `EXISTS (SELECT 1 FROM collection_ads ca JOIN collections c ON c.id = ca.collection_id
    WHERE c.user_id = ${userParam} AND ca.ad_id = a.id) AS bookmarked`;
}
