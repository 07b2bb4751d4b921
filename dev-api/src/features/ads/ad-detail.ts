import { type AdDetail, type Platform, adDetailSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from './ad-row';

const detailRowSchema = z.object({
  text_variants: z.array(z.string()),
  final_url: z.string(),
  languages: z.array(z.string()),
  devices: z.array(z.string()),
  os: z.array(z.string()),
  networks: z.array(z.string()),
  campaign_id: z.number().nullable(),
  variant_group: z.number(),
  owner_id: z.number(),
  domain_id: z.number(),
  ecommerce_platform: z.string().nullable(),
  affiliate_network: z.string().nullable(),
  tracker: z.string().nullable(),
  funnel: z.string().nullable(),
  cms: z.string().nullable(),
  targeting: z.object({
    countries: z.array(z.object({ code: z.string(), share: z.number() })),
    age_range: z.object({ min: z.number(), max: z.number() }),
    gender: z.object({ male: z.number(), female: z.number(), unknown: z.number() }),
  }),
  url_chain: z.array(
    z.object({ position: z.number(), kind: z.string(), url: z.string(), status_code: z.number() }),
  ),
  extras: z.object({ impressions: z.object({ min: z.number(), max: z.number() }).optional() }),
});

export const DETAIL_COLUMNS = `${CARD_COLUMNS}, a.text_variants, a.final_url, a.languages, a.devices, a.os,
  a.networks, a.campaign_id, a.domain_id, a.ecommerce_platform, a.affiliate_network, a.tracker, a.funnel,
  a.targeting, a.url_chain, a.variant_group, d.cms`;

/** Most variants the detail shows beside the ad. */
export const MAX_DETAIL_VARIANTS = 12;

/** The ad's variants (its group under the variant rule, decision 0033), oldest first. */
async function variantsOf(db: Queryable, platform: Platform, group: number, adId: number) {
  const rows = await db.query(
    `SELECT ${CARD_COLUMNS} FROM ads a ${CARD_JOINS}
     WHERE a.platform = $1 AND a.variant_group = $2 AND a.id <> $3 ORDER BY a.id LIMIT $4`,
    [platform, group, adId, MAX_DETAIL_VARIANTS],
  );
  return rows.map(toAdCard);
}

async function related(
  db: Queryable,
  column: string,
  value: unknown,
  adId: number,
  platform: Platform,
) {
  const rows = await db.query(
    `SELECT ${CARD_COLUMNS} FROM ads a ${CARD_JOINS}
     WHERE a.platform = $1 AND ${column} = $2 AND a.id <> $3 ORDER BY a.last_seen DESC, a.id DESC LIMIT 4`,
    [platform, value, adId],
  );
  return rows.map(toAdCard);
}

/** The full ad of the detail page, or a 404 failure. */
export async function loadAdDetail(
  db: Queryable,
  input: { platform: Platform; id: number; userId: number | null },
): Promise<AdDetail> {
  const [raw] = await db.query(
    `SELECT ${DETAIL_COLUMNS}, ${bookmarkedColumn('$3::int')} FROM ads a ${CARD_JOINS}
     WHERE a.platform = $1 AND a.id = $2`,
    [input.platform, input.id, input.userId],
  );
  if (!raw) throw fail.notFound('Ad not found');
  const card = toAdCard(raw);
  const row = detailRowSchema.parse(raw);
  const publishers = await db.query(
    `SELECT site, widget, network, first_seen::text AS first_seen, last_seen::text AS last_seen, count
     FROM ad_publishers WHERE ad_id = $1 ORDER BY count DESC`,
    [input.id],
  );
  return adDetailSchema.parse({
    ...card,
    text_variants: row.text_variants,
    stats: { impressions: row.extras.impressions ?? null },
    targeting: {
      countries: row.targeting.countries,
      languages: row.languages,
      age_range: row.targeting.age_range,
      gender: row.targeting.gender,
      devices: row.devices,
      os: row.os,
      placements: card.placements,
    },
    landing: {
      final_url: row.final_url,
      domain: card.domain,
      ecommerce_platform: row.ecommerce_platform,
      cms: row.cms,
      funnel: row.funnel,
      trackers: row.tracker ? [row.tracker] : [],
      affiliate_network: row.affiliate_network,
    },
    url_chain: row.url_chain,
    publishers,
    networks: row.networks,
    campaign_id: row.campaign_id,
    variants: await variantsOf(db, input.platform, row.variant_group, input.id),
    related: {
      same_owner: await related(db, 'a.owner_id', row.owner_id, input.id, input.platform),
      same_domain: await related(db, 'a.domain_id', row.domain_id, input.id, input.platform),
      same_landing: await related(db, 'a.final_url', row.final_url, input.id, input.platform),
    },
  });
}
