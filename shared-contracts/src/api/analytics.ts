import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { ownerSummarySchema, platformParamsSchema } from './ads';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { INT32_MAX, isoDateSchema, pageSchema, paginatedSchema, perPageSchema } from './pagination';

export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;

/** A window of days ending at the catalogue's latest crawl day. */
export const analyticsQuerySchema = z._default(
  z.object({
    period: z._default(z.enum(ANALYTICS_PERIODS), '30'),
    /** ISO code or country group; worldwide ads count everywhere. */
    country: z.optional(z.string().check(z.minLength(2), z.maxLength(40))),
    category: z.optional(z.string().check(z.maxLength(60))),
  }),
  { period: '30' },
);

export const dailyAdsPointSchema = z.object({
  date: isoDateSchema,
  /** Ads first seen that day. */
  new_ads: z.number().check(z.int()),
  /** Ads running that day. */
  active_ads: z.number().check(z.int()),
});

export const countItemSchema = z.object({ label: z.string(), count: z.number().check(z.int()) });
export type CountItem = z.infer<typeof countItemSchema>;

export const analyticsDataSchema = z.object({
  platform: platformSchema,
  period: z.enum(ANALYTICS_PERIODS),
  from: isoDateSchema,
  to: isoDateSchema,
  totals: z.object({
    ads: z.number().check(z.int()),
    new_ads: z.number().check(z.int()),
    active_ads: z.number().check(z.int()),
    advertisers: z.number().check(z.int()),
    domains: z.number().check(z.int()),
    avg_days_running: z.number(),
  }),
  series: z.array(dailyAdsPointSchema),
  top_ctas: z.array(countItemSchema),
  top_countries: z.array(countItemSchema),
  top_domains: z.array(z.extend(countItemSchema, { id: z.number().check(z.int()) })),
});
export type PlatformAnalytics = z.infer<typeof analyticsDataSchema>;

export const platformAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/analytics',
  access: access.signedIn({ area: 'analytics' }),
  params: platformParamsSchema,
  query: analyticsQuerySchema,
  data: analyticsDataSchema,
});

export const domainAnalyticsDataSchema = z.object({
  domain: z.object({ id: z.number().check(z.int()), name: z.string() }),
  technologies: z.array(z.object({ category: z.string(), name: z.string() })),
  affiliate_network: z.nullable(z.string()),
  tracker: z.nullable(z.string()),
  ad_count: z.number().check(z.int()),
  active_ads: z.number().check(z.int()),
  first_seen: z.nullable(isoDateSchema),
  last_seen: z.nullable(isoDateSchema),
  countries: z.array(countItemSchema),
  advertisers: z.array(z.extend(ownerSummarySchema, { ad_count: z.number().check(z.int()) })),
  top_ctas: z.array(countItemSchema),
  series: z.array(dailyAdsPointSchema),
});
export type DomainAnalytics = z.infer<typeof domainAnalyticsDataSchema>;

/** All digits: a domain id, which like every id is a positive int32; anything else is a name. */
function isDomainIdOrName(value: string): boolean {
  if (!/^\d+$/.test(value)) return true;
  const id = Number(value);
  return id >= 1 && id <= INT32_MAX;
}

/** `{id}` is the domain's numeric id or its name (`/analytics/novalabs.com`). */
export const domainAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/analytics/{id}',
  access: access.signedIn({ area: 'analytics' }),
  params: z.object({
    platform: platformSchema,
    id: z
      .string()
      .check(
        z.regex(/^[a-z0-9][a-z0-9.-]{0,252}$/i, 'Not a domain'),
        z.refine(isDomainIdOrName, 'Not a domain id'),
      ),
  }),
  query: analyticsQuerySchema,
  data: domainAnalyticsDataSchema,
});

export const TOP_ADVERTISER_RANKINGS = ['ads', 'reach', 'engagement'] as const;

export const topAdvertisersQuerySchema = z._default(
  z.object({
    period: z._default(z.enum(ANALYTICS_PERIODS), '30'),
    rank_by: z._default(z.enum(TOP_ADVERTISER_RANKINGS), 'ads'),
    country: z.optional(z.string().check(z.minLength(2), z.maxLength(40))),
    page: pageSchema,
    per_page: perPageSchema,
  }),
  { period: '30', rank_by: 'ads', page: 1, per_page: 20 },
);

export const topAdvertiserSchema = z.object({
  rank: z.number().check(z.int()),
  owner: z.extend(ownerSummarySchema, { category: z.string() }),
  ads: z.number().check(z.int()),
  active_ads: z.number().check(z.int()),
  /** Sum of the seen counts of the ads. */
  reach: z.number(),
  engagement: z.number(),
  top_domain: z.nullable(z.string()),
});
export type TopAdvertiser = z.infer<typeof topAdvertiserSchema>;

export const topAdvertisersDataSchema = z.extend(paginatedSchema(topAdvertiserSchema), {
  period: z.enum(ANALYTICS_PERIODS),
  rank_by: z.enum(TOP_ADVERTISER_RANKINGS),
  from: isoDateSchema,
  to: isoDateSchema,
});

export const topAdvertisersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/analytics/top-advertisers',
  access: access.signedIn({ area: 'analytics' }),
  params: platformParamsSchema,
  query: topAdvertisersQuerySchema,
  data: topAdvertisersDataSchema,
});
