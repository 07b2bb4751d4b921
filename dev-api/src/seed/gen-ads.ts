import type { ArtSource } from '../features/media/placeholder-image';
import {
  CTAS,
  DISPLAY_AD_SIZES,
  DISPLAY_AD_TYPES,
  DISPLAY_NETWORKS,
  DEVICES,
  ENGAGEMENT_KEYS,
  META_PUBLISHER_PLATFORMS,
  NATIVE_NETWORKS,
  OPERATING_SYSTEMS,
  PLATFORMS,
  COUNTRY_CODES,
} from '@adlens/shared-contracts';
import type { Platform } from '@adlens/shared-contracts';
import type { CampaignRow, DomainRow, OwnerRow } from './gen-catalog';
import type { Rng } from './prng';
import { addDays, daysBefore, isoDay } from './reference-date';
import {
  FACEBOOK_PLACEMENTS,
  HOOKS,
  LANGUAGES,
  PINTEREST_CATEGORIES,
  PRODUCTS,
  PUBLISHER_SITES,
  SENTENCES,
  SUBREDDITS,
} from './words';

/** Largest counter per engagement key (long-tailed below it). */
const ENGAGEMENT_MAX: Record<Platform, Record<string, number>> = {
  meta: {},
  native: {},
  display: {},
  facebook: { reactions: 10_000_000, comments: 400_000, shares: 900_000, views: 60_000_000 },
  youtube: { views: 80_000_000, likes: 1_500_000, comments: 90_000 },
  reddit: { upvotes: 6_600, comments: 1_200 },
  x: { likes: 75_000, replies: 6_000, reposts: 20_000, views: 9_000_000, bookmarks: 8_000 },
  pinterest: { saves: 150_000, repins: 60_000, reactions: 30_000 },
  tiktok: {
    likes: 9_000_000,
    comments: 250_000,
    shares: 700_000,
    favorites: 900_000,
    plays: 300_000_000,
  },
};

export interface AdRow {
  id: number;
  platform: Platform;
  platform_ad_id: string;
  owner_id: number;
  domain_id: number;
  campaign_id: number | null;
  title: string;
  body: string;
  text_variants: string[];
  media: {
    type: 'image' | 'video';
    key: string;
    width: number;
    height: number;
    duration: number | null;
    /** A copy's picture: another creative's art, slightly changed (decision 0066). */
    art?: ArtSource;
  }[];
  media_type: 'image' | 'video' | 'carousel';
  cta: string | null;
  display_url: string;
  final_url: string;
  countries: string[];
  placements: string[];
  languages: string[];
  devices: string[];
  os: string[];
  publishers: string[];
  networks: string[];
  category: string;
  ecommerce_platform: string | null;
  affiliate_network: string | null;
  tracker: string | null;
  funnel: string | null;
  first_seen: string;
  last_seen: string;
  days_running: number;
  seen_count: number;
  engagement: Record<string, number>;
  engagement_total: number;
  popularity: number;
  is_active: boolean;
  extras: Record<string, unknown>;
  targeting: Record<string, unknown>;
  url_chain: { position: number; kind: string; url: string; status_code: number }[];
  search_text: string;
}

export interface PublisherRow {
  ad_id: number;
  site: string;
  widget: string | null;
  network: string;
  first_seen: string;
  last_seen: string;
  count: number;
}

export interface AdContext {
  ownersByPlatform: Map<Platform, OwnerRow[]>;
  domains: DomainRow[];
  campaignsByOwner: Map<number, CampaignRow[]>;
  /** The day the newest ads were last seen (see reference-date.ts). */
  seedDay: Date;
}

export function buildAdContext(
  owners: OwnerRow[],
  domains: DomainRow[],
  campaigns: CampaignRow[],
  seedDay: Date,
): AdContext {
  const ownersByPlatform = new Map<Platform, OwnerRow[]>(
    PLATFORMS.map((platform) => [platform, []]),
  );
  for (const owner of owners) ownersByPlatform.get(owner.platform)?.push(owner);
  const campaignsByOwner = new Map<number, CampaignRow[]>();
  for (const campaign of campaigns) {
    campaignsByOwner.set(campaign.owner_id, [
      ...(campaignsByOwner.get(campaign.owner_id) ?? []),
      campaign,
    ]);
  }
  return { ownersByPlatform, domains, campaignsByOwner, seedDay };
}

function pickOwner(rng: Rng, owners: OwnerRow[]): OwnerRow {
  // Squaring skews the choice so that a few owners run many ads.
  const owner = owners[Math.floor(Math.pow(rng.next(), 2) * owners.length)];
  if (!owner) throw new RangeError('no owner for platform');
  return owner;
}

function mediaFor(
  rng: Rng,
  id: number,
  platform: Platform,
  adSize: string | null,
): Pick<AdRow, 'media' | 'media_type'> {
  const videoOnly = platform === 'tiktok' || platform === 'youtube';
  const roll = rng.next();
  const mediaType = videoOnly
    ? 'video'
    : platform === 'native' || platform === 'display'
      ? 'image'
      : roll < 0.6
        ? 'image'
        : roll < 0.85
          ? 'video'
          : 'carousel';
  if (adSize) {
    const [width, height] = adSize.split('x').map(Number);
    return {
      media_type: 'image',
      media: [
        {
          type: 'image',
          key: `ad-${id}-0`,
          width: width ?? 300,
          height: height ?? 250,
          duration: null,
        },
      ],
    };
  }
  if (mediaType === 'video') {
    const vertical = platform === 'tiktok';
    return {
      media_type: 'video',
      media: [
        {
          type: 'video',
          key: `ad-${id}-0`,
          width: vertical ? 1080 : 1280,
          height: vertical ? 1920 : 720,
          duration: rng.int(6, 180),
        },
      ],
    };
  }
  const count = mediaType === 'carousel' ? rng.int(3, 5) : 1;
  return {
    media_type: mediaType,
    media: Array.from({ length: count }, (_unused, index) => ({
      type: 'image' as const,
      key: `ad-${id}-${index}`,
      width: 1080,
      height: rng.pick([1080, 1350, 566]),
      duration: null,
    })),
  };
}

function engagementFor(rng: Rng, platform: Platform): Record<string, number> {
  const virality = Math.pow(rng.next(), 5);
  const engagement: Record<string, number> = {};
  for (const key of ENGAGEMENT_KEYS[platform]) {
    const max = ENGAGEMENT_MAX[platform][key] ?? 1000;
    engagement[key] = Math.floor(max * virality * (0.4 + rng.next() * 0.6));
  }
  return engagement;
}

function placementsFor(rng: Rng, platform: Platform): string[] {
  switch (platform) {
    case 'facebook':
      return rng.some(FACEBOOK_PLACEMENTS, 1, 3);
    case 'meta':
      return rng.some(META_PUBLISHER_PLATFORMS, 1, 4);
    case 'native':
      return ['In-Feed Widget'];
    case 'display':
      return ['Banner'];
    case 'youtube':
      return [rng.pick(['In-Stream', 'In-Feed', 'Shorts'])];
    default:
      return ['Feed'];
  }
}

function countriesFor(rng: Rng): string[] {
  if (rng.chance(0.1)) return ['WW'];
  return rng.some(
    COUNTRY_CODES.filter((code) => code !== 'WW'),
    1,
    4,
  );
}

export function generateAd(
  rng: Rng,
  id: number,
  context: AdContext,
): { ad: AdRow; publishers: PublisherRow[] } {
  const platform = PLATFORMS[(id - 1) % PLATFORMS.length] ?? 'meta';
  const owner = pickOwner(rng, context.ownersByPlatform.get(platform) ?? []);
  const campaigns = context.campaignsByOwner.get(owner.id) ?? [];
  const campaign = campaigns.length > 0 ? rng.pick(campaigns) : null;
  const domain = campaign
    ? (context.domains[campaign.domain_id - 1] ?? rng.pick(context.domains))
    : rng.chance(0.85)
      ? (context.domains[(owner.id * 7) % context.domains.length] ?? rng.pick(context.domains))
      : rng.pick(context.domains);
  const product = rng.pick(PRODUCTS);
  const title = `${rng.pick(HOOKS)}: ${owner.name} ${product}`;
  const body = `${rng.pick(SENTENCES)} ${rng.pick(SENTENCES)} Discover our ${product} today.`;
  const variants = [
    body,
    ...Array.from({ length: rng.int(0, 2) }, () => `${rng.pick(HOOKS)}! ${rng.pick(SENTENCES)}`),
  ];
  const adSize = platform === 'display' ? rng.pick(DISPLAY_AD_SIZES) : null;
  const active = rng.chance(0.35);
  // A live ad was seen by the latest crawl, the seed day (each ingested day moves it on), as a
  // crawler's snapshot has it. One draw either way, as before, so every later seeded value keeps its
  // place in the stream: the content stays, only the live ads' last sightings moved.
  const endedDaysAgo = rng.int(4, 720);
  const lastSeen = isoDay(active ? context.seedDay : daysBefore(endedDaysAgo, context.seedDay));
  const daysRunning = 1 + Math.floor(Math.pow(rng.next(), 2.2) * 3200);
  const firstSeen = addDays(lastSeen, -(daysRunning - 1));
  const engagement = engagementFor(rng, platform);
  const engagementTotal = Object.values(engagement).reduce((sum, value) => sum + value, 0);
  const seenCount = 1 + rng.longTail(50_000, 4);
  const finalUrl =
    campaign?.landing_url ??
    `https://${domain.name}/${product.replace(/\s+/g, '-')}?utm_source=${platform}`;
  const networks =
    platform === 'native'
      ? rng.some(NATIVE_NETWORKS, 1, 2)
      : platform === 'display'
        ? rng.some(DISPLAY_NETWORKS, 1, 2)
        : [];
  const sites =
    platform === 'native' || platform === 'display' ? rng.some(PUBLISHER_SITES, 2, 6) : [];
  const countries = countriesFor(rng);
  const ctas = platform === 'native' || platform === 'display' ? [...CTAS, 'No Button'] : CTAS;
  const extras: Record<string, unknown> = {};
  const media = mediaFor(rng, id, platform, adSize);
  if (platform === 'meta') {
    extras.status = active ? 'active' : 'inactive';
    extras.publisher_platforms = placementsFor(rng, 'meta');
    const low = rng.longTail(900_000, 3) + 1000;
    extras.impressions = { min: low, max: low * rng.int(2, 5) };
  }
  if (media.media_type === 'video') extras.video_duration = media.media[0]?.duration ?? 15;
  if (platform === 'pinterest') extras.category = rng.pick(PINTEREST_CATEGORIES);
  if (platform === 'reddit') extras.subreddit = rng.pick(SUBREDDITS);
  if (platform === 'youtube') extras.channel = `${owner.name} Channel`;
  if (networks.length > 0) extras.networks = networks;
  if (adSize) {
    extras.ad_size = adSize;
    extras.ad_type = rng.pick(DISPLAY_AD_TYPES);
  }
  const chain = [
    {
      position: 1,
      kind: 'click',
      url: `https://click.${platform}.example/c/${id}`,
      status_code: 302,
    },
  ];
  if (domain.tracker)
    chain.push({
      position: chain.length + 1,
      kind: 'tracker',
      url: `https://trk.${domain.tracker.toLowerCase()}.example/t/${id}`,
      status_code: 302,
    });
  if (rng.chance(0.4))
    chain.push({
      position: chain.length + 1,
      kind: 'redirect',
      url: `https://go.${domain.name}/r/${id}`,
      status_code: 301,
    });
  chain.push({ position: chain.length + 1, kind: 'final', url: finalUrl, status_code: 200 });
  const male = rng.int(20, 80);
  const ad: AdRow = {
    id,
    platform,
    platform_ad_id:
      platform === 'meta'
        ? String(100_000_000_000_000 + id * 7919 + rng.int(0, 7000))
        : `${platform.slice(0, 2)}_${(id * 104729).toString(36)}`,
    owner_id: owner.id,
    domain_id: domain.id,
    campaign_id: campaign?.id ?? null,
    title,
    body,
    text_variants: variants,
    ...media,
    cta: rng.chance(0.08) ? null : rng.pick(ctas),
    display_url: domain.name.toUpperCase(),
    final_url: finalUrl,
    countries,
    placements: placementsFor(rng, platform),
    languages: rng.some(LANGUAGES, 1, 2),
    devices: rng.some(DEVICES, 1, 3),
    os: rng.some(OPERATING_SYSTEMS, 1, 3),
    publishers: sites,
    networks,
    category: owner.category,
    ecommerce_platform: domain.ecommerce_platform,
    affiliate_network: domain.affiliate_network,
    tracker: domain.tracker,
    funnel: domain.funnel,
    first_seen: firstSeen,
    last_seen: lastSeen,
    days_running: daysRunning,
    seen_count: seenCount,
    engagement,
    engagement_total: engagementTotal,
    popularity: Math.round(Math.log10(1 + engagementTotal + seenCount * 10) * 100) / 100,
    is_active: active,
    extras,
    targeting: {
      countries: countries.map((code, index) => ({
        code,
        share: Math.round((100 / countries.length) * (index === 0 ? 1.2 : 0.9)),
      })),
      age_range: { min: rng.pick([13, 18, 21, 25]), max: rng.pick([45, 54, 65]) },
      gender: { male, female: 100 - male - 2, unknown: 2 },
    },
    url_chain: chain,
    search_text: `${title} ${body} ${owner.name} ${domain.name}`.toLowerCase(),
  };
  const publishers = sites.map((site, index) => ({
    ad_id: id,
    site,
    widget: platform === 'native' ? `widget-${(id + index) % 40}` : null,
    network: networks[index % Math.max(1, networks.length)] ?? 'Direct',
    first_seen: firstSeen,
    last_seen: addDays(firstSeen, Math.floor((daysRunning - 1) * (0.5 + rng.next() * 0.5))),
    count: 1 + rng.longTail(5000, 3),
  }));
  return { ad, publishers };
}
