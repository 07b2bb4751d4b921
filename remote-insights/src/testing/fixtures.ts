import type {
  AdCard,
  Campaign,
  CampaignChart,
  DomainAnalytics,
  FollowBacktest,
  Platform,
  PlatformAnalytics,
  TopAdvertiser,
} from '@adlens/shared-contracts';

/** `count` ISO dates ending at `to`. */
export function daysEndingAt(to: string, count: number): string[] {
  const end = new Date(`${to}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

const LAST_DAY = '2026-11-20';

function series(days: number, scale: number) {
  return daysEndingAt(LAST_DAY, days).map((date, index) => ({
    date,
    new_ads: scale === 0 ? 0 : ((index * 7) % 5) + scale,
    active_ads: scale === 0 ? 0 : 40 * scale + ((index * 13) % 17),
  }));
}

export function platformAnalytics(
  platform: Platform = 'meta',
  period: '7' | '30' | '90' = '30',
  empty = false,
): PlatformAnalytics {
  const days = series(Number(period), empty ? 0 : 2);
  const [first] = days;
  const ads = empty ? 0 : 1200;
  return {
    platform,
    period,
    from: first?.date ?? LAST_DAY,
    to: LAST_DAY,
    totals: {
      ads,
      new_ads: days.reduce((sum, day) => sum + day.new_ads, 0),
      active_ads: empty ? 0 : 830,
      advertisers: empty ? 0 : 140,
      domains: empty ? 0 : 95,
      avg_days_running: empty ? 0 : 46.25,
    },
    series: days,
    top_ctas: empty
      ? []
      : [
          { label: 'Shop Now', count: 320 },
          { label: 'Learn More', count: 210 },
          { label: 'Sign Up', count: 90 },
        ],
    top_countries: empty
      ? []
      : [
          { label: 'US', count: 500 },
          { label: 'GB', count: 180 },
          { label: 'WW', count: 60 },
        ],
    top_domains: empty
      ? []
      : [
          { id: 11, label: 'novalabs.com', count: 88 },
          { id: 12, label: 'shop.example.co.uk', count: 41 },
        ],
  };
}

export function topAdvertiser(rank: number, ads: number): TopAdvertiser {
  return {
    rank,
    owner: {
      id: 100 + rank,
      name: `Advertiser ${rank}`,
      avatar_url: '',
      verified: rank === 1,
      followers: 1000 * rank,
      category: 'Ecommerce',
    },
    ads,
    active_ads: Math.floor(ads / 2),
    reach: ads * 30,
    engagement: ads * 12,
    top_domain: 'novalabs.com',
  };
}

export function topAdvertisersPage(page = 1, totalPages = 2, perPage = 10) {
  const first = (page - 1) * perPage + 1;
  return {
    items: Array.from({ length: 3 }, (_, index) => topAdvertiser(first + index, 60 - 10 * index)),
    total: totalPages * perPage,
    page,
    per_page: perPage,
    total_pages: totalPages,
    period: '30' as const,
    rank_by: 'ads' as const,
    from: '2026-10-22',
    to: LAST_DAY,
  };
}

export function domainAnalytics(name = 'novalabs.com', period = 30): DomainAnalytics {
  return {
    domain: { id: 11, name },
    technologies: [
      { category: 'E-commerce', name: 'Shopify' },
      { category: 'Tracker', name: 'Voluum' },
    ],
    affiliate_network: null,
    tracker: 'Voluum',
    ad_count: 88,
    active_ads: 30,
    first_seen: '2026-03-01',
    last_seen: LAST_DAY,
    countries: [
      { label: 'US', count: 50 },
      { label: 'DE', count: 12 },
    ],
    advertisers: [
      { id: 201, name: 'Nova Labs', avatar_url: '', verified: true, followers: 5000, ad_count: 70 },
      {
        id: 202,
        name: 'Lab Resellers',
        avatar_url: '',
        verified: false,
        followers: 80,
        ad_count: 18,
      },
    ],
    top_ctas: [{ label: 'Shop Now', count: 60 }],
    series: series(period, 1),
  };
}

export function adCard(
  id: number,
  platform: Platform = 'native',
  overrides: Partial<AdCard> = {},
): AdCard {
  return {
    id,
    platform,
    platform_ad_id: `${900000 + id}`,
    title: `Campaign ad ${id}`,
    text: 'Try the new lab kit',
    media_type: 'image',
    media: [{ type: 'image', key: `ad-${id}-0`, url: '', width: 600, height: 400, duration: null }],
    cta: 'Learn More',
    display_url: 'novalabs.com',
    domain: 'novalabs.com',
    owner: { id: 201, name: 'Nova Labs', avatar_url: '', verified: true, followers: 5000 },
    countries: ['US'],
    placements: [],
    first_seen: '2026-09-01',
    last_seen: LAST_DAY,
    days_running: 81,
    seen_count: 40,
    engagement: {},
    engagement_total: 0,
    engagement_rate: 0,
    popularity: 20,
    is_active: true,
    category: 'Education',
    bookmarked: false,
    extras: {},
    ...overrides,
  };
}

export function paged<Item>(items: Item[], page = 1, totalPages = 1, perPage = 20) {
  return { items, total: totalPages * perPage, page, per_page: perPage, total_pages: totalPages };
}

export function campaign(id = 7, platform: Platform = 'native'): Campaign {
  return {
    id,
    platform,
    name: 'Nova Labs - Spring 1',
    landing_url: 'https://novalabs.com/offer/7',
    domain: 'novalabs.com',
    owner: { id: 201, name: 'Nova Labs', avatar_url: '', verified: true, followers: 5000 },
    ads: 12,
    active_ads: 5,
    publishers: 9,
    countries: 4,
    networks: ['Outbrain', 'Taboola'],
    devices: [
      { label: 'desktop', count: 8 },
      { label: 'mobile', count: 4 },
    ],
    first_seen: '2026-09-01',
    last_seen: LAST_DAY,
    days_running: 81,
    daily: daysEndingAt(LAST_DAY, 10).map((date, index) => ({ date, ads: 3 + (index % 4) })),
  };
}

/**
 * What following a campaign would have sent over the last 30 days, by kind, from data that starts
 * 8 days before the fixtures' last day (so the page names the coverage).
 */
export function followBacktest(): FollowBacktest {
  return {
    days: 30,
    from: '2026-10-22',
    to: LAST_DAY,
    covered_from: '2026-11-13',
    covered_days: 8,
    changes: { new_ad: 9, stopped: 3, landing_changed: 2, new_country: 0, reactivated: 0 },
    total: 14,
    alerts: 6,
    held: 2,
  };
}

export const campaignPublishers = [
  {
    site: 'dailynews.example',
    network: 'Taboola',
    ads: 4,
    count: 120,
    first_seen: '2026-09-02',
    last_seen: LAST_DAY,
  },
  {
    site: 'autos.example',
    network: 'Outbrain',
    ads: 7,
    count: 45,
    first_seen: '2026-09-10',
    last_seen: '2026-11-01',
  },
  {
    site: 'bignews.example',
    network: 'Taboola',
    ads: 2,
    count: 300,
    first_seen: '2026-10-02',
    last_seen: LAST_DAY,
  },
];

export const campaignCountries = [
  { country: 'US', ads: 9, share: 75 },
  { country: 'GB', ads: 3, share: 25 },
];

export function campaignChart(keys: string[]): CampaignChart {
  const dates = daysEndingAt(LAST_DAY, 5);
  return {
    from: dates[0] ?? null,
    to: LAST_DAY,
    keys,
    points: dates.map((date, index) => ({
      date,
      values: Object.fromEntries(keys.map((key, k) => [key, index + k])),
    })),
  };
}
