import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { parseKeywordQuery } from '../search/query';
import { AD_SORTS, MEDIA_TYPES } from './ad-vocabulary';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import {
  idSchema,
  int32CountSchema,
  isoDateSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
  safeCountSchema,
  textSchema,
} from './pagination';

/** Credits one ad-detail view costs (charged once per user and ad; a repeat view is free). */
export const AD_DETAIL_CREDIT_COST = 1;

export const platformParamsSchema = z.object({ platform: platformSchema });
export const platformIdParamsSchema = z.object({
  platform: platformSchema,
  id: idSchema,
});

export const mediaItemSchema = z.object({
  type: z.enum(['image', 'video']),
  /** Key for `GET /v1/media/{key}`; build sized URLs with `mediaUrl`. */
  key: z.string(),
  url: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  /** Seconds, videos only. */
  duration: z.nullable(z.number()),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const ownerSummarySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  avatar_url: z.string(),
  verified: z.boolean(),
  followers: z.number().check(z.int()),
});
export type OwnerSummary = z.infer<typeof ownerSummarySchema>;

/** Platform-specific extras; each platform fills the fields it knows. */
export const adExtrasSchema = z.object({
  status: z.optional(z.enum(['active', 'inactive'])),
  publisher_platforms: z.optional(z.array(z.string())),
  impressions: z.optional(z.object({ min: z.number(), max: z.number() })),
  video_duration: z.optional(z.number()),
  category: z.optional(z.string()),
  subreddit: z.optional(z.string()),
  channel: z.optional(z.string()),
  networks: z.optional(z.array(z.string())),
  ad_size: z.optional(z.string()),
  ad_type: z.optional(z.string()),
});

/** An ad as a search-result card. */
export const adCardSchema = z.object({
  id: z.number().check(z.int()),
  platform: platformSchema,
  platform_ad_id: z.string(),
  title: z.string(),
  text: z.string(),
  media_type: z.enum(MEDIA_TYPES),
  media: z.array(mediaItemSchema),
  cta: z.nullable(z.string()),
  display_url: z.string(),
  domain: z.string(),
  owner: ownerSummarySchema,
  countries: z.array(z.string()),
  placements: z.array(z.string()),
  first_seen: isoDateSchema,
  last_seen: isoDateSchema,
  days_running: z.number().check(z.int()),
  seen_count: z.number().check(z.int()),
  /** Keys per platform: see `ENGAGEMENT_KEYS`. */
  engagement: z.record(z.string(), z.number()),
  engagement_total: z.number(),
  engagement_rate: z.number(),
  popularity: z.number(),
  is_active: z.boolean(),
  category: z.string(),
  bookmarked: z.boolean(),
  extras: adExtrasSchema,
  /**
   * In a search grouped by variants (decision 0033): how many of the query's ads this card stands
   * for, itself included (1: no variant matched).
   */
  variant_count: z.optional(z.number().check(z.int(), z.gte(1))),
});
export type AdCard = z.infer<typeof adCardSchema>;

/** Days running is an `integer` column: its bounds fit one. */
const dayRangeSchema = z.object({
  min: z.optional(int32CountSchema),
  max: z.optional(int32CountSchema),
});
/** Engagement counters are compared as `bigint`: bounds stay exact JS integers. */
const countRangeSchema = z.object({
  min: z.optional(safeCountSchema),
  max: z.optional(safeCountSchema),
});
const dateRangeSchema = z.object({
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
});
const stringList = z.array(textSchema().check(z.maxLength(200))).check(z.maxLength(100));

/** The keyword form of a search: the keyword rule of the filters, with the form's message. */
export const keywordFormSchema = z.object({
  keyword: textSchema().check(z.trim(), z.maxLength(200, 'Keyword is too long')),
});

/** Filters of a search (and of owner ads and saved filters). Every field is optional. */
export const adFiltersSchema = z.object({
  keyword: z.optional(textSchema().check(z.trim(), z.maxLength(200))),
  countries: z.optional(stringList),
  first_seen: z.optional(dateRangeSchema),
  last_seen: z.optional(dateRangeSchema),
  days_running: z.optional(dayRangeSchema),
  media_type: z.optional(z.array(z.enum(MEDIA_TYPES)).check(z.maxLength(3))),
  ctas: z.optional(stringList),
  /** Ranges per engagement key, e.g. `{ likes: { min: 1000 } }`. */
  engagement: z.optional(z.record(textSchema().check(z.maxLength(40)), countRangeSchema)),
  ecommerce_platforms: z.optional(stringList),
  affiliate_networks: z.optional(stringList),
  trackers: z.optional(stringList),
  funnels: z.optional(stringList),
  devices: z.optional(stringList),
  os: z.optional(stringList),
  publishers: z.optional(stringList),
  networks: z.optional(stringList),
  categories: z.optional(stringList),
  status: z.optional(z.enum(['active', 'inactive'])),
});
export type AdFilters = z.infer<typeof adFiltersSchema>;

/**
 * The keyword as a search sends it: a boolean query (decision 0032) that must parse; blank means
 * no keyword. Stored filters keep the lenient `adFiltersSchema`, so a filter saved before the
 * grammar still lists.
 */
export const keywordQuerySchema = textSchema().check(
  z.trim(),
  z.maxLength(200),
  z.superRefine((value, context) => {
    if (value === '') return;
    const parsed = parseKeywordQuery(value);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error.message });
  }),
);

/** Filters as a search or a new saved filter sends them: the keyword must be a valid query. */
export const adFiltersQuerySchema = z.extend(adFiltersSchema, {
  keyword: z.optional(keywordQuerySchema),
});

export const adSearchBodySchema = z.extend(adFiltersQuerySchema, {
  sort: z._default(z.enum(AD_SORTS), 'newest'),
  /** One card per group of near-identical creatives, with its `variant_count` (decision 0033). */
  group_variants: z._default(z.boolean(), false),
  page: pageSchema,
  per_page: perPageSchema,
});
export type AdSearchBody = z.input<typeof adSearchBodySchema>;

export const adSearchDataSchema = paginatedSchema(adCardSchema);
export type AdSearchData = z.infer<typeof adSearchDataSchema>;

export const adSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/{platform}/ads/search',
  access: access.signedIn(),
  params: platformParamsSchema,
  body: adSearchBodySchema,
  data: adSearchDataSchema,
});

export const ownerAdsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/{platform}/ads/owner/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  body: adSearchBodySchema,
  data: adSearchDataSchema,
});

export const urlChainStepSchema = z.object({
  position: z.number().check(z.int()),
  kind: z.enum(['click', 'tracker', 'redirect', 'final']),
  url: z.string(),
  status_code: z.number().check(z.int()),
});

export const urlChainDataSchema = z.object({
  ad_id: z.number().check(z.int()),
  steps: z.array(urlChainStepSchema),
});
export type UrlChain = z.infer<typeof urlChainDataSchema>;

export const urlChainEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/platform/url-chain/{id}',
  access: access.signedIn({ paidView: true }),
  params: z.object({ id: idSchema }),
  data: urlChainDataSchema,
});

export const publisherRowSchema = z.object({
  site: z.string(),
  widget: z.nullable(z.string()),
  network: z.string(),
  first_seen: isoDateSchema,
  last_seen: isoDateSchema,
  count: z.number().check(z.int()),
});
export type PublisherRow = z.infer<typeof publisherRowSchema>;

export const adDetailSchema = z.extend(adCardSchema, {
  text_variants: z.array(z.string()),
  stats: z.object({
    impressions: z.nullable(z.object({ min: z.number(), max: z.number() })),
  }),
  /** Shares are percents (0-100). */
  targeting: z.object({
    countries: z.array(z.object({ code: z.string(), share: z.number() })),
    languages: z.array(z.string()),
    age_range: z.object({ min: z.number().check(z.int()), max: z.number().check(z.int()) }),
    gender: z.object({ male: z.number(), female: z.number(), unknown: z.number() }),
    devices: z.array(z.string()),
    os: z.array(z.string()),
    placements: z.array(z.string()),
  }),
  landing: z.object({
    final_url: z.string(),
    domain: z.string(),
    ecommerce_platform: z.nullable(z.string()),
    cms: z.nullable(z.string()),
    funnel: z.nullable(z.string()),
    trackers: z.array(z.string()),
    affiliate_network: z.nullable(z.string()),
  }),
  url_chain: z.array(urlChainStepSchema),
  publishers: z.array(publisherRowSchema),
  networks: z.array(z.string()),
  campaign_id: z.nullable(z.number().check(z.int())),
  /** The ad's variants (near-identical creatives, decision 0033), itself left out. */
  variants: z._default(z.array(adCardSchema), []),
  related: z.object({
    same_owner: z.array(adCardSchema),
    same_domain: z.array(adCardSchema),
    same_landing: z.array(adCardSchema),
  }),
});
export type AdDetail = z.infer<typeof adDetailSchema>;

/** Ad detail plus what the view cost; answers MODAL CREDIT_LIMIT at zero remaining credits. */
export const adDetailDataSchema = z.object({
  ad: adDetailSchema,
  credits: z.object({
    charged: z.number().check(z.int()),
    remaining: z.number().check(z.int()),
  }),
});

export const adDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: adDetailDataSchema,
});

/**
 * What the ad detail shows before anything is spent: the ad as a card (free, as in a search) and
 * whether this user already paid for its detail. The server charges a user once per ad, so a paid
 * ad opens at `cost` 0 on any device and in any session.
 */
export const adPreviewDataSchema = z.object({
  ad: adCardSchema,
  /** This user's detail view of the ad was charged before. */
  paid: z.boolean(),
  /** Credits that opening the detail now would spend: 0 once paid, else AD_DETAIL_CREDIT_COST. */
  cost: z.number().check(z.int(), z.nonnegative()),
});
export type AdPreview = z.infer<typeof adPreviewDataSchema>;

/** Free, and never charges: the ad detail page's loader asks it before the user confirms. */
export const adPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/preview',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: adPreviewDataSchema,
});

export const engagementQuerySchema = z._default(
  z.object({
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
    interval: z._default(z.enum(['day', 'week', 'month']), 'week'),
  }),
  { interval: 'week' },
);

export const engagementHistorySchema = z.object({
  keys: z.array(z.string()),
  /** Cumulative counters per date; `seen` is the seen count, present on every platform. */
  points: z.array(
    z.object({ date: isoDateSchema, seen: z.number(), values: z.record(z.string(), z.number()) }),
  ),
});
export type EngagementHistory = z.infer<typeof engagementHistorySchema>;

export const adEngagementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/engagements',
  access: access.signedIn({ paidView: true }),
  params: platformIdParamsSchema,
  query: engagementQuerySchema,
  data: engagementHistorySchema,
});

export const ownerDetailSchema = z.extend(ownerSummarySchema, {
  platform: platformSchema,
  category: z.string(),
  total_ads: z.number().check(z.int()),
  active_ads: z.number().check(z.int()),
  first_ad_seen: z.nullable(isoDateSchema),
  last_ad_seen: z.nullable(isoDateSchema),
  countries: z.array(z.string()),
  domains: z.array(z.string()),
  platforms: z.array(platformSchema),
  ctas: z.array(z.object({ cta: z.string(), count: z.number().check(z.int()) })),
  formats: z.array(z.object({ media_type: z.string(), count: z.number().check(z.int()) })),
  ads_per_day: z.array(z.object({ date: isoDateSchema, count: z.number().check(z.int()) })),
});
export type OwnerDetail = z.infer<typeof ownerDetailSchema>;

export const ownerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/owner/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: ownerDetailSchema,
});

const shareTokenParamsSchema = z.object({
  platform: platformSchema,
  token: z.string().check(z.minLength(8), z.maxLength(128)),
});

/**
 * What a public share link reveals (decision 0024): the creative and the facts a search card shows,
 * with every text variant. The paid research (targeting, landing page, URL chain, publishers,
 * related ads) stays behind the sharer's paid view; who saved the ad is nobody's business.
 */
export const sharedAdSchema = z.extend(z.omit(adCardSchema, { bookmarked: true }), {
  text_variants: z.array(z.string()),
});
export type SharedAd = z.infer<typeof sharedAdSchema>;

/** Public: no login, no credits; readable while the sharer's paid view of the ad stands. */
export const sharedAdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/shared/ads/{token}',
  access: access.public,
  params: shareTokenParamsSchema,
  data: z.object({ ad: sharedAdSchema }),
});

export const sharedAdEngagementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/shared/ads/{token}/engagements',
  access: access.public,
  params: shareTokenParamsSchema,
  query: engagementQuerySchema,
  data: engagementHistorySchema,
});

/**
 * Creates (or returns the existing) public link of an ad: `/share/{platform}/ads/{token}`. Only an
 * ad whose detail this user paid for can be shared (402 otherwise); sharing never charges.
 */
export const shareAdEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/platform/shared/ads',
  access: access.signedIn({ paidView: true }),
  body: z.object({ platform: platformSchema, ad_id: idSchema }),
  data: z.object({ token: z.string(), platform: platformSchema, path: z.string() }),
});

/** Toggles the ad in the user's default collection ("Saved"). */
export const toggleAdBookmarkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/{platform}/ads/bookmark/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: z.object({
    ad_id: z.number().check(z.int()),
    bookmarked: z.boolean(),
    collection_ids: z.array(z.number().check(z.int())),
  }),
});

/** What a search-box suggestion points at: an advertiser (owner page), a domain or a keyword. */
export const AD_SUGGESTION_KINDS = ['advertiser', 'domain', 'keyword'] as const;

export const adSuggestionSchema = z.object({
  kind: z.enum(AD_SUGGESTION_KINDS),
  /** The advertiser's or domain's id; null for a keyword. */
  id: z.nullable(z.number().check(z.int())),
  label: z.string(),
});
export type AdSuggestion = z.infer<typeof adSuggestionSchema>;

/** Live search of the search box (spec 4, 5): prefix matches of the platform, a few per kind. */
export const adSuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/suggestions',
  access: access.signedIn(),
  params: platformParamsSchema,
  query: z.object({ q: textSchema().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
  data: z.object({ items: z.array(adSuggestionSchema) }),
});
