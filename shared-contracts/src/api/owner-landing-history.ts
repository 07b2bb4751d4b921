import { z } from 'zod/mini';
import { access } from './access';
import { platformIdParamsSchema } from './ads';
import { defineEndpoint } from './endpoint';
import { landingVersionSchema } from './landing-history';

/** At most this many pages, the most recently changed first: an advertiser may run thousands. */
export const OWNER_LANDING_PAGES_LIMIT = 20;
/** At most this many of a page's ads are named; `ad_count` says how many there are. */
export const OWNER_LANDING_ADS_LIMIT = 20;

/**
 * One landing page of an advertiser (issue 38, decision 0064): its versions newest first, and the
 * advertiser's ads that point at it among those whose detail the user opened.
 */
export const ownerLandingPageSchema = z.object({
  url: z.string(),
  /** Every stored version of the page, newest first (never empty). */
  versions: z.array(landingVersionSchema),
  /** Opened ads of the advertiser that lead to this page, newest first; at most OWNER_LANDING_ADS_LIMIT. */
  ad_ids: z.array(z.number().check(z.int())),
  /** How many opened ads lead to this page (ad_ids may name fewer). */
  ad_count: z.number().check(z.int(), z.gte(0)),
});
export type OwnerLandingPage = z.infer<typeof ownerLandingPageSchema>;

export const ownerLandingHistoryDataSchema = z.object({
  owner_id: z.number().check(z.int()),
  /**
   * Pages with at least one version that an opened ad of the advertiser leads to, the most recently
   * changed first; at most OWNER_LANDING_PAGES_LIMIT.
   */
  pages: z.array(ownerLandingPageSchema),
  /** Opened pages beyond OWNER_LANDING_PAGES_LIMIT, not listed. */
  more_pages: z.number().check(z.int(), z.gte(0)),
  /**
   * Pages with versions that only ads the user has not opened lead to: a landing URL is part of an
   * ad's paid detail (decision 0024), so they are counted, never named.
   */
  unopened_pages: z.number().check(z.int(), z.gte(0)),
});
export type OwnerLandingHistory = z.infer<typeof ownerLandingHistoryDataSchema>;

/**
 * `GET /v1/{platform}/owners/{id}/landing-history`: the landing-page timeline of an advertiser's
 * page. Charges nothing: it lists only what the user's paid detail views already showed. A
 * missing advertiser (or one of another platform) is 404.
 */
export const ownerLandingHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/owners/{id}/landing-history',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: ownerLandingHistoryDataSchema,
  apiKeyScope: 'ads:detail',
});
