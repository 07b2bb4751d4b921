import type { Platform } from '../platforms';

/** Engagement counters each platform reports; meta, native and display report none. */
export const ENGAGEMENT_KEYS = {
  meta: [],
  facebook: ['reactions', 'comments', 'shares', 'views'],
  native: [],
  display: [],
  youtube: ['views', 'likes', 'comments'],
  reddit: ['upvotes', 'comments'],
  x: ['likes', 'replies', 'reposts', 'views', 'bookmarks'],
  pinterest: ['saves', 'repins', 'reactions'],
  tiktok: ['likes', 'comments', 'shares', 'favorites', 'plays'],
} as const satisfies Record<Platform, readonly string[]>;

export type EngagementKey = (typeof ENGAGEMENT_KEYS)[Platform][number];

export const ALL_ENGAGEMENT_KEYS = [
  'reactions',
  'comments',
  'shares',
  'views',
  'likes',
  'favorites',
  'plays',
  'replies',
  'reposts',
  'bookmarks',
  'saves',
  'repins',
  'upvotes',
] as const;

export const CTAS = [
  'Shop Now',
  'Learn More',
  'Sign Up',
  'Order Now',
  'Book Now',
  'Apply Now',
  'Download',
  'Get Offer',
  'Get Quote',
  'Send Message',
  'Watch More',
  'Subscribe',
  'Contact Us',
  'Install Now',
  'Buy Now',
  'Play Game',
  'No Button',
] as const;

export const ECOMMERCE_PLATFORMS = [
  'Shopify',
  'WooCommerce',
  'Magento',
  'BigCommerce',
  'PrestaShop',
  'Wix eCommerce',
  'Squarespace',
] as const;

export const FUNNELS = ['ClickFunnels', 'Instapage', 'Kartra', 'LeadPages', 'Kajabi'] as const;

export const AFFILIATE_NETWORKS = [
  'AWIN',
  'Impact',
  'Rakuten',
  'ClickBank',
  'ShareASale',
  'CJ',
  'Digistore24',
  'MaxBounty',
] as const;

export const TRACKERS = ['Voluum', 'RedTrack', 'Binom', 'BeMob', 'AppsFlyer'] as const;

export const AD_CATEGORIES = [
  'Ecommerce',
  'Finance & Insurance',
  'Crypto',
  'Clothing & Accessories',
  'Education',
  'Software & SaaS',
  'Health & Fitness',
  'Travel',
  'Real Estate',
  'Gaming',
  'Automotive',
] as const;

export const MEDIA_TYPES = ['image', 'video', 'carousel'] as const;
export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export const OPERATING_SYSTEMS = ['Windows', 'macOS', 'Android', 'iOS', 'Linux'] as const;
export const NATIVE_NETWORKS = ['Taboola', 'Outbrain', 'MGID', 'Revcontent'] as const;
export const DISPLAY_NETWORKS = [
  'Google Display Network',
  'Xandr',
  'Criteo',
  'Amazon DSP',
] as const;
export const DISPLAY_AD_SIZES = ['300x250', '728x90', '160x600', '320x50'] as const;
export const DISPLAY_AD_TYPES = ['image', 'HTML5', 'text'] as const;
export const META_PUBLISHER_PLATFORMS = [
  'Facebook',
  'Instagram',
  'Messenger',
  'Audience Network',
] as const;

/** Country groups of the country filter, each expanding to ISO codes ("WW" = worldwide). */
export const COUNTRY_GROUPS = {
  'Top EN': ['US', 'GB', 'CA', 'AU', 'NZ', 'IE'],
  'Tier 1': ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'SE', 'NO', 'DK', 'CH'],
  'North America': ['US', 'CA', 'MX'],
  'South America': ['BR', 'AR', 'CL', 'CO', 'PE'],
  Europe: ['GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'SE', 'PL', 'NO', 'DK', 'CH', 'IE', 'PT'],
  'Top Asia': ['JP', 'KR', 'SG', 'IN', 'ID', 'TH', 'PH', 'VN'],
  'Middle East': ['AE', 'SA', 'IL', 'TR', 'QA'],
  Africa: ['ZA', 'NG', 'EG', 'KE', 'MA'],
  'World Wide': ['WW'],
} as const;

export const COUNTRY_CODES: readonly string[] = [...new Set(Object.values(COUNTRY_GROUPS).flat())];

export const AD_SORTS = [
  'newest',
  'oldest',
  'most_engagement',
  'most_relevant',
  'most_seen',
  'longest_running',
] as const;

export const AD_SORT_LABELS: Record<(typeof AD_SORTS)[number], string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  most_engagement: 'Most engagement',
  most_relevant: 'Most relevant',
  most_seen: 'Most seen',
  longest_running: 'Longest running',
};
