import { z } from 'zod/mini';
import { downloadKindSchema } from '../api/common';
import { PAYOUT_METHODS } from '../api/referrals';
import { PLAN_TIERS, paymentGatewaySchema, planPeriodSchema } from '../api/subscription';
import { platformSchema } from '../platforms';

const adId = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());

/**
 * How a session started: a password, the mailed confirmation code, or a third-party provider
 * (`oauth` when the return did not name it).
 */
export const SIGN_IN_METHODS = [
  'password',
  'confirmation_code',
  'google',
  'facebook',
  'oauth',
] as const;

/**
 * Spec section 7: the named events pushed with their data to the tag-manager data layer (and
 * mirrored as RUM actions). Data never carries personal data (no e-mail, no name). Each page
 * tracks the events that happen on it with `useAnalytics().track(name, data)`.
 */
export const TAG_EVENT_SCHEMAS = {
  /** An account was registered (before its e-mail is confirmed). */
  sign_up: z.object({
    method: z.literal('email'),
    /** The visitor came through a referral link. */
    referred: z.boolean(),
  }),
  /** A session started. */
  sign_in: z.object({ method: z.enum(SIGN_IN_METHODS) }),
  /**
   * A search of a platform ran (submitted, or its filters/page changed): once when its first
   * page answered and once per further page loaded; a refetch or a failed search is not one.
   */
  search_run: z.object({
    platform: platformSchema,
    keyword: z.string().check(z.maxLength(200)),
    /** How many filters were set. */
    filters: count,
    page: z.optional(z.number().check(z.int(), z.positive())),
    results: z.optional(count),
  }),
  /**
   * One filter of a search was set or changed (`engagement.<key>` for an engagement range; ranges
   * as `min=30`, `from=2026-01-01`). The keyword is the search itself, and taking a filter off
   * applies none.
   */
  filter_applied: z.object({
    platform: platformSchema,
    filter: z.string().check(z.minLength(1), z.maxLength(60)),
    values: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100)),
  }),
  /** An ad detail was opened; `cost` is the credits it spent (0 for an ad already paid for). */
  ad_opened: z.object({ platform: platformSchema, ad_id: adId, cost: count }),
  /** An ad was bookmarked (`bookmarked: true`) or taken out of every collection. */
  bookmark: z.object({
    platform: platformSchema,
    ad_id: adId,
    bookmarked: z.boolean(),
    collections: z.optional(count),
  }),
  /** A public link to an ad was made. */
  share: z.object({ platform: platformSchema, ad_id: adId }),
  /** A plan was chosen for purchase: its payment started and the gateway's page is next. */
  plan_chosen: z.object({ plan: z.enum(PLAN_TIERS), period: planPeriodSchema }),
  /** A coupon code was checked: `valid` false when the server refused the code. */
  coupon_checked: z.object({
    code: z.string().check(z.minLength(1), z.maxLength(64)),
    valid: z.boolean(),
  }),
  /**
   * The payment gateway sent the user back to a result page: once per payment and tab, with the
   * gateway when the tab started the payment.
   */
  payment_result: z.object({
    payment: z.string().check(z.minLength(1), z.maxLength(120)),
    result: z.enum(['success', 'failed']),
    gateway: z.optional(paymentGatewaySchema),
  }),
  /** A referral payout was requested (the server accepted the request). */
  referral_payout: z.object({
    amount: z.number().check(z.positive()),
    method: z.enum(PAYOUT_METHODS),
  }),
  /** A download started (the server recorded it and gave the file). */
  download: z.object({
    download_id: z.number().check(z.int(), z.positive()),
    kind: downloadKindSchema,
  }),
} as const;

export type TagEventName = keyof typeof TAG_EVENT_SCHEMAS;

/** The data of one event, as a page passes it to `track`. */
export type TagEventData<N extends TagEventName> = z.input<(typeof TAG_EVENT_SCHEMAS)[N]>;

export const TAG_EVENT_NAMES = Object.keys(TAG_EVENT_SCHEMAS) as readonly TagEventName[];

export function isTagEventName(value: unknown): value is TagEventName {
  return typeof value === 'string' && Object.hasOwn(TAG_EVENT_SCHEMAS, value);
}

/** An event's data checked against its schema; null when the name or the data do not fit. */
export function parseTagEvent(name: unknown, data: unknown): Record<string, unknown> | null {
  if (!isTagEventName(name)) return null;
  const parsed = TAG_EVENT_SCHEMAS[name].safeParse(data);
  return parsed.success ? { ...parsed.data } : null;
}
