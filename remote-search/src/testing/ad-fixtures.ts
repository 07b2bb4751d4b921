import type {
  AdCard,
  AdDetail,
  AdSearchData,
  FilterSet,
  OwnerDetail,
  Platform,
  SharedAd,
} from '@adlens/shared-contracts';

export function adCard(
  id: number,
  platform: Platform = 'tiktok',
  overrides: Partial<AdCard> = {},
): AdCard {
  return {
    id,
    platform,
    platform_ad_id: `${100000 + id}`,
    title: `Ad number ${id}`,
    text: 'Spring sale on running shoes',
    media_type: 'image',
    media: [{ type: 'image', key: `ad-${id}-0`, url: '', width: 600, height: 400, duration: null }],
    cta: 'Shop Now',
    display_url: 'shop.example',
    domain: 'shop.example',
    owner: { id: 7, name: 'Shoe Shop', avatar_url: '', verified: true, followers: 1200 },
    countries: ['US'],
    placements: ['Feed'],
    first_seen: '2026-01-01',
    last_seen: '2026-02-01',
    days_running: 31,
    seen_count: 12,
    engagement: { likes: 1500, comments: 20, shares: 3, favorites: 4, plays: 90000 },
    engagement_total: 91527,
    engagement_rate: 0.02,
    popularity: 50,
    is_active: true,
    category: 'Ecommerce',
    bookmarked: false,
    extras: {},
    ...overrides,
  };
}

export function adPage(ids: number[], total = ids.length, page = 1, perPage = 40): AdSearchData {
  return {
    items: ids.map((id) => adCard(id)),
    total,
    page,
    per_page: perPage,
    total_pages: Math.ceil(total / perPage),
  };
}

/** What a public share link answers: the card's facts with every text variant. */
export function sharedAd(id: number, platform: Platform = 'tiktok'): SharedAd {
  const { bookmarked: _bookmarked, ...card } = adCard(id, platform);
  return { ...card, text_variants: ['Spring sale on running shoes', 'Run faster for less'] };
}

export function adDetail(id: number, platform: Platform = 'tiktok'): AdDetail {
  return {
    ...adCard(id, platform),
    text_variants: ['Spring sale on running shoes', 'Run faster for less'],
    variants: [],
    stats: { impressions: null },
    targeting: {
      countries: [{ code: 'US', share: 70 }],
      languages: ['en'],
      age_range: { min: 18, max: 44 },
      gender: { male: 50, female: 45, unknown: 5 },
      devices: ['mobile'],
      os: ['iOS'],
      placements: ['Feed'],
    },
    landing: {
      final_url: 'https://shop.example/sale',
      domain: 'shop.example',
      ecommerce_platform: 'Shopify',
      cms: null,
      funnel: null,
      trackers: ['Voluum'],
      affiliate_network: null,
    },
    url_chain: [],
    publishers: [],
    networks: [],
    campaign_id: null,
    related: { same_owner: [adCard(id + 1, platform)], same_domain: [], same_landing: [] },
  };
}

export function searchFilterSet(platform: Platform = 'tiktok'): FilterSet {
  const base = { options: [], engagement_key: null, min: null, max: null, locked: false };
  return {
    platform,
    filters: [
      { ...base, key: 'keyword', label: 'Keyword', kind: 'text', group: 'general' },
      {
        ...base,
        key: 'status',
        label: 'Status',
        kind: 'single_select',
        group: 'general',
        options: [
          { value: 'active', label: 'active' },
          { value: 'inactive', label: 'inactive' },
        ],
      },
      { ...base, key: 'last_seen', label: 'Last seen', kind: 'date_range', group: 'general' },
      {
        ...base,
        key: 'ctas',
        label: 'Call to action',
        kind: 'multi_select',
        group: 'creative',
        options: [
          { value: 'Shop Now', label: 'Shop Now' },
          { value: 'Learn More', label: 'Learn More' },
        ],
      },
      {
        ...base,
        key: 'trackers',
        label: 'Tracker',
        kind: 'multi_select',
        group: 'landing',
        options: [{ value: 'Voluum', label: 'Voluum' }],
        locked: true,
      },
    ],
    conflicts: [['status', 'last_seen']],
    sorts: [
      { value: 'newest', label: 'Newest' },
      { value: 'most_seen', label: 'Most seen' },
    ],
    messages: { locked: 'locked', conflict: 'conflict' },
  };
}

export function ownerDetail(id: number, platform: Platform = 'tiktok'): OwnerDetail {
  return {
    id,
    name: 'Shoe Shop',
    avatar_url: '',
    verified: true,
    followers: 1200,
    platform,
    category: 'Ecommerce',
    total_ads: 6,
    active_ads: 4,
    first_ad_seen: '2026-01-01',
    last_ad_seen: '2026-02-01',
    countries: ['US'],
    domains: ['shop.example'],
    platforms: [platform],
    ctas: [{ cta: 'Shop Now', count: 6 }],
    formats: [{ media_type: 'image', count: 6 }],
    ads_per_day: [],
  };
}
