import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { adCardSchema, ownerSummarySchema, platformIdParamsSchema } from './ads';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { isoDateSchema, pageSchema, paginatedSchema, perPageSchema } from './pagination';

export const CAMPAIGN_PERIODS = ['7', '30', '90', 'all'] as const;

const campaignQueryFields = {
  /** Days counted back from the campaign's last seen day; `all` = its whole life. */
  period: z._default(z.enum(CAMPAIGN_PERIODS), 'all'),
  page: pageSchema,
  per_page: perPageSchema,
};

export const campaignQuerySchema = z._default(z.object(campaignQueryFields), {
  period: 'all',
  page: 1,
  per_page: 20,
});

/** Columns the server orders a campaign's publishers and countries by (default: by ads seen). */
export const CAMPAIGN_PUBLISHER_SORTS = [
  'site',
  'network',
  'ads',
  'count',
  'first_seen',
  'last_seen',
] as const;
export const CAMPAIGN_COUNTRY_SORTS = ['country', 'ads', 'share'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** A campaign list the server sorts across all its pages, not only the page on screen. */
const sortedCampaignQuerySchema = <Sort extends readonly [string, ...string[]]>(sorts: Sort) =>
  z._default(
    z.object({
      ...campaignQueryFields,
      sort: z.optional(z.enum(sorts)),
      direction: z._default(z.enum(SORT_DIRECTIONS), 'desc'),
    }),
    { period: 'all', page: 1, per_page: 20, direction: 'desc' },
  );

export const campaignSchema = z.object({
  id: z.number().check(z.int()),
  platform: platformSchema,
  name: z.string(),
  landing_url: z.string(),
  domain: z.string(),
  owner: ownerSummarySchema,
  ads: z.number().check(z.int()),
  active_ads: z.number().check(z.int()),
  publishers: z.number().check(z.int()),
  countries: z.number().check(z.int()),
  networks: z.array(z.string()),
  devices: z.array(z.object({ label: z.string(), count: z.number().check(z.int()) })),
  first_seen: z.nullable(isoDateSchema),
  last_seen: z.nullable(isoDateSchema),
  days_running: z.number().check(z.int()),
  /** Ads running per day over the campaign's life. */
  daily: z.array(z.object({ date: isoDateSchema, ads: z.number().check(z.int()) })),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/campaign/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: campaignSchema,
});

const campaignDataEndpoint = <Item extends z.ZodMiniType, Query extends z.ZodMiniType>(
  suffix: string,
  item: Item,
  query: Query,
) =>
  defineEndpoint({
    method: 'GET',
    path: `/v1/{platform}/campaign/{id}/${suffix}`,
    access: access.signedIn(),
    params: platformIdParamsSchema,
    query,
    data: paginatedSchema(item),
  });

export const campaignAdsEndpoint = campaignDataEndpoint(
  'data/ads',
  adCardSchema,
  campaignQuerySchema,
);

export const campaignPublisherSchema = z.object({
  site: z.string(),
  network: z.string(),
  ads: z.number().check(z.int()),
  /** Times the campaign's ads were seen on the site. */
  count: z.number().check(z.int()),
  first_seen: isoDateSchema,
  last_seen: isoDateSchema,
});
export const campaignPublishersEndpoint = campaignDataEndpoint(
  'data/publishers',
  campaignPublisherSchema,
  sortedCampaignQuerySchema(CAMPAIGN_PUBLISHER_SORTS),
);

export const campaignCountrySchema = z.object({
  country: z.string(),
  ads: z.number().check(z.int()),
  /** Percent of the campaign's ads running there. */
  share: z.number(),
});
export const campaignCountriesEndpoint = campaignDataEndpoint(
  'data/countries',
  campaignCountrySchema,
  sortedCampaignQuerySchema(CAMPAIGN_COUNTRY_SORTS),
);

/** Daily values of the top series (publishers or countries), for a stacked chart. */
export const campaignChartSchema = z.object({
  from: z.nullable(isoDateSchema),
  to: z.nullable(isoDateSchema),
  keys: z.array(z.string()),
  points: z.array(z.object({ date: isoDateSchema, values: z.record(z.string(), z.number()) })),
});
export type CampaignChart = z.infer<typeof campaignChartSchema>;

const campaignChartEndpoint = (suffix: string) =>
  defineEndpoint({
    method: 'GET',
    path: `/v1/{platform}/campaign/{id}/${suffix}`,
    access: access.signedIn(),
    params: platformIdParamsSchema,
    query: campaignQuerySchema,
    data: campaignChartSchema,
  });

export const campaignPublisherChartEndpoint = campaignChartEndpoint('chart/publisher');
export const campaignCountryChartEndpoint = campaignChartEndpoint('chart/country');
