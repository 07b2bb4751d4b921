import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { access } from './access';
import { adCardSchema, ownerSummarySchema, platformIdParamsSchema } from './ads';
import { defineEndpoint } from './endpoint';
import { isoDateSchema } from './pagination';

/**
 * "More like this" (issue 39, decision 0066): ads whose creative looks like this one's, on any of
 * the nine platforms and by any advertiser, each with the evidence it was found on.
 */
export const similarAdSchema = z.object({
  ad: adCardSchema,
  /** Rank score, 0 to 1: higher is more alike. */
  score: z.number().check(z.gte(0), z.lte(1)),
  /** Bits (of 64) between the two pictures' fingerprints; null when either ad has no picture. */
  image_distance: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(64))),
  /** Trigram similarity of the headlines with both advertisers' names left out, 0 to 1. */
  headline_overlap: z.number().check(z.gte(0), z.lte(1)),
  /** Trigram similarity of the ad copies, 0 to 1. */
  copy_overlap: z.number().check(z.gte(0), z.lte(1)),
  same_domain: z.boolean(),
  /**
   * The evidence in words: "image fingerprint distance 4; colour distance 6; headline overlap 0.82;
   * copy overlap 0.95; same landing domain" (the colour once both pictures' colours are known).
   */
  reason: z.string(),
});
export type SimilarAd = z.infer<typeof similarAdSchema>;

/** Who ran a creative first, when its look-alikes cross advertisers. */
export const firstRunSchema = z.object({
  ad_id: z.number().check(z.int()),
  platform: platformSchema,
  owner: ownerSummarySchema,
  first_seen: isoDateSchema,
});
export type FirstRun = z.infer<typeof firstRunSchema>;

export const similarAdsDataSchema = z.object({
  /** Best first; at most SIMILAR_ADS_LIMIT; empty when nothing is alike enough. */
  items: z.array(similarAdSchema),
  /** The earliest of this ad and its look-alikes, when they are run by more than one advertiser. */
  first_run: z.nullable(firstRunSchema),
});
export type SimilarAds = z.infer<typeof similarAdsDataSchema>;

export const SIMILAR_ADS_LIMIT = 10;

/** Read like the ad's preview: free, signed in; a missing ad (or one of another platform) is 404. */
export const similarAdsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/similar',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: similarAdsDataSchema,
  apiKeyScope: 'ads:read',
});
