import { z } from 'zod';
import { platformSchema } from '../platforms';
import { ownerSummarySchema, platformParamsSchema } from './ads';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { isoDateSchema, pageSchema, paginatedSchema, perPageSchema } from './pagination';

export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;

/** A window of days ending at the catalogue's latest crawl day. */
export const analyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).default('30'),
    /** ISO code or country group; worldwide ads count everywhere. */
    country: z.string().min(2).max(40).optional(),
    category: z.string().max(60).optional(),
  })
  .default({ period: '30' });

export const dailyAdsPointSchema = z.object({
  date: isoDateSchema,
  /** Ads first seen that day. */
  new_ads: z.number().int(),
  /** Ads running that day. */
  active_ads: z.number().int(),
});

export const countItemSchema = z.object({ label: z.string(), count: z.number().int() });
export type CountItem = z.infer<typeof countItemSchema>;

export const analyticsDataSchema = z.object({
  platform: platformSchema,
  period: z.enum(ANALYTICS_PERIODS),
  from: isoDateSchema,
  to: isoDateSchema,
  totals: z.object({
    ads: z.number().int(),
    new_ads: z.number().int(),
    active_ads: z.number().int(),
    advertisers: z.number().int(),
    domains: z.number().int(),
    avg_days_running: z.number(),
  }),
  series: z.array(dailyAdsPointSchema),
  top_ctas: z.array(countItemSchema),
  top_countries: z.array(countItemSchema),
  top_domains: z.array(countItemSchema.extend({ id: z.number().int() })),
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
  domain: z.object({ id: z.number().int(), name: z.string() }),
  technologies: z.array(z.object({ category: z.string(), name: z.string() })),
  affiliate_network: z.string().nullable(),
  tracker: z.string().nullable(),
  ad_count: z.number().int(),
  active_ads: z.number().int(),
  first_seen: isoDateSchema.nullable(),
  last_seen: isoDateSchema.nullable(),
  countries: z.array(countItemSchema),
  advertisers: z.array(ownerSummarySchema.extend({ ad_count: z.number().int() })),
  top_ctas: z.array(countItemSchema),
  series: z.array(dailyAdsPointSchema),
});
export type DomainAnalytics = z.infer<typeof domainAnalyticsDataSchema>;

/** `{id}` is the domain's numeric id or its name (`/analytics/novalabs.com`). */
export const domainAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/analytics/{id}',
  access: access.signedIn({ area: 'analytics' }),
  params: z.object({
    platform: platformSchema,
    id: z.string().regex(/^[a-z0-9][a-z0-9.-]{0,252}$/i, 'Not a domain'),
  }),
  query: analyticsQuerySchema,
  data: domainAnalyticsDataSchema,
});

export const TOP_ADVERTISER_RANKINGS = ['ads', 'reach', 'engagement'] as const;

export const topAdvertisersQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).default('30'),
    rank_by: z.enum(TOP_ADVERTISER_RANKINGS).default('ads'),
    country: z.string().min(2).max(40).optional(),
    page: pageSchema,
    per_page: perPageSchema,
  })
  .default({ period: '30', rank_by: 'ads', page: 1, per_page: 20 });

export const topAdvertiserSchema = z.object({
  rank: z.number().int(),
  owner: ownerSummarySchema.extend({ category: z.string() }),
  ads: z.number().int(),
  active_ads: z.number().int(),
  /** Sum of the seen counts of the ads. */
  reach: z.number(),
  engagement: z.number(),
  top_domain: z.string().nullable(),
});
export type TopAdvertiser = z.infer<typeof topAdvertiserSchema>;

export const topAdvertisersDataSchema = paginatedSchema(topAdvertiserSchema).extend({
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
