import { type Campaign, type Platform, campaignSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { addDays, daysBetween } from '../../seed/reference-date';
import { ownerAvatarUrl } from '../ads/ad-row';

const campaignRowSchema = z.object({
  id: z.number(),
  platform: z.string(),
  name: z.string(),
  landing_url: z.string(),
  domain: z.string(),
  owner_id: z.number(),
  owner_name: z.string(),
  owner_verified: z.boolean(),
  owner_followers: z.number(),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export async function findCampaign(db: Queryable, platform: Platform, id: number) {
  const [raw] = await db.query(
    `SELECT c.id, c.platform, c.name, c.landing_url, d.name AS domain, o.id AS owner_id,
       o.name AS owner_name, o.verified AS owner_verified, o.followers::float8 AS owner_followers,
       (SELECT min(first_seen)::text FROM ads WHERE campaign_id = c.id) AS first_seen,
       (SELECT max(last_seen)::text FROM ads WHERE campaign_id = c.id) AS last_seen
     FROM campaigns c JOIN owners o ON o.id = c.owner_id JOIN domains d ON d.id = c.domain_id
     WHERE c.id = $1 AND c.platform = $2`,
    [id, platform],
  );
  if (!raw) throw fail.notFound('Campaign not found');
  return campaignRowSchema.parse(raw);
}

/** The days a period covers, counted back from the campaign's last seen day. */
export function campaignWindow(
  campaign: Pick<CampaignRow, 'first_seen' | 'last_seen'>,
  period: '7' | '30' | '90' | 'all',
): { from: string; to: string } | null {
  if (!campaign.first_seen || !campaign.last_seen) return null;
  const to = campaign.last_seen;
  if (period === 'all') return { from: campaign.first_seen, to };
  const from = addDays(to, -(Number(period) - 1));
  return { from: from < campaign.first_seen ? campaign.first_seen : from, to };
}

export async function campaignDetail(
  db: Queryable,
  platform: Platform,
  id: number,
): Promise<Campaign> {
  const campaign = await findCampaign(db, platform, id);
  const [stats] = await db.query(
    `SELECT count(*)::int AS ads, count(*) FILTER (WHERE is_active)::int AS active_ads,
       (SELECT count(DISTINCT ap.site)::int FROM ad_publishers ap JOIN ads x ON x.id = ap.ad_id WHERE x.campaign_id = $1) AS publishers,
       (SELECT count(DISTINCT c)::int FROM ads x, unnest(x.countries) c WHERE x.campaign_id = $1) AS countries,
       COALESCE((SELECT array_agg(DISTINCT n ORDER BY n) FROM ads x, unnest(x.networks) n WHERE x.campaign_id = $1), '{}') AS networks
     FROM ads WHERE campaign_id = $1`,
    [id],
  );
  const devices = await db.query(
    `SELECT dv AS label, count(*)::int AS count FROM ads a, unnest(a.devices) dv
     WHERE a.campaign_id = $1 GROUP BY 1 ORDER BY 2 DESC, 1`,
    [id],
  );
  const window = campaignWindow(campaign, 'all');
  const daily = window
    ? await db.query(
        `SELECT d::date::text AS date, count(a.id)::int AS ads
         FROM generate_series($2::date, $3::date, interval '1 day') d
         LEFT JOIN ads a ON a.campaign_id = $1 AND a.first_seen <= d::date AND a.last_seen >= d::date
         GROUP BY d ORDER BY d`,
        [id, window.from, window.to],
      )
    : [];
  return campaignSchema.parse({
    id: campaign.id,
    platform: campaign.platform,
    name: campaign.name,
    landing_url: campaign.landing_url,
    domain: campaign.domain,
    owner: {
      id: campaign.owner_id,
      name: campaign.owner_name,
      avatar_url: ownerAvatarUrl(campaign.owner_id),
      verified: campaign.owner_verified,
      followers: campaign.owner_followers,
    },
    ...stats,
    devices,
    first_seen: campaign.first_seen,
    last_seen: campaign.last_seen,
    days_running: window ? daysBetween(window.from, window.to) + 1 : 0,
    daily,
  });
}
