import { z } from 'zod/mini';
import { access } from './access';
import { platformIdParamsSchema } from './ads';
import { defineEndpoint } from './endpoint';
import { isoDateSchema } from './pagination';

/**
 * Landing-page history (issue 38, decision 0064): each page an ad leads to is stored as a new
 * version only when its normalised text changes (dates, counters, tracking parameters, whitespace
 * and block order do not count). A version is material when its offer facts or its outline changed.
 */
export const offerFactsSchema = z.object({
  /** The price the page asks now, in cents (a struck-through "was" price is not it). */
  price_cents: z.nullable(z.number().check(z.int(), z.gte(0))),
  discount_percent: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  free_shipping: z.boolean(),
  trial_days: z.nullable(z.number().check(z.int(), z.gte(0))),
  guarantee_days: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type OfferFacts = z.infer<typeof offerFactsSchema>;

export const landingVersionSchema = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  /** The crawl day that first saw this version. */
  seen_on: isoDateSchema,
  /** The first version of a page: nothing to compare with. */
  first: z.boolean(),
  material: z.boolean(),
  /** One line, e.g. "price $49 -> $39; free shipping added; guarantee 30 -> 60 days". */
  summary: z.string(),
  /** Word-level change of the normalised text against the version before. */
  words_added: z.number().check(z.int(), z.gte(0)),
  words_removed: z.number().check(z.int(), z.gte(0)),
  outline: z.array(z.string()),
  facts: offerFactsSchema,
});
export type LandingVersion = z.infer<typeof landingVersionSchema>;

export const landingHistoryDataSchema = z.object({
  ad_id: z.number().check(z.int()),
  /** Every version of every page the ad's chain led to, newest first. */
  versions: z.array(landingVersionSchema),
});
export type LandingHistory = z.infer<typeof landingHistoryDataSchema>;

/** Part of the paid detail, like the URL chain whose pages it versions. */
export const landingHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/landing-history',
  access: access.signedIn({ paidView: true }),
  params: platformIdParamsSchema,
  data: landingHistoryDataSchema,
});
