import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { access } from './access';
import { adCardSchema } from './ads';
import { defineEndpoint } from './endpoint';
import { alertBudgetSchema, followBudgetTodaySchema } from './follow-budget';
import { idParamSchema, idSchema, isoDateSchema, isoDateTimeSchema } from './pagination';

/**
 * Following (issue 28, decision 0030): a user follows an owner, a campaign or one of their saved
 * filters; each ingestion run compares the followed things before and after and announces their
 * changes, grouped per followed thing and never twice per ad.
 */
export const FOLLOW_KINDS = ['owner', 'campaign', 'saved_filter'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
export const followKindSchema = z.enum(FOLLOW_KINDS);

/** Instant: one notification per run; daily digest: pending changes go out at most once a day. */
export const FOLLOW_DELIVERIES = ['instant', 'daily_digest'] as const;
export type FollowDelivery = (typeof FOLLOW_DELIVERIES)[number];
export const followDeliverySchema = z.enum(FOLLOW_DELIVERIES);

/**
 * What an ingestion run can find changed on a followed thing; `reactivated` is an ad the crawls
 * see again after they proved it stopped (decision 0065).
 */
export const CHANGE_KINDS = [
  'new_ad',
  'stopped',
  'landing_changed',
  'new_country',
  'reactivated',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** An owner that showed no ad for this many days marks its follows stale. */
export const STALE_AFTER_DAYS = 90;

/** How many follows one user may keep: a watchlist, not a crawl. */
export const MAX_FOLLOWS = 200;

export const changeCountsSchema = z.object({
  new_ad: z.number().check(z.int(), z.gte(0)),
  stopped: z.number().check(z.int(), z.gte(0)),
  landing_changed: z.number().check(z.int(), z.gte(0)),
  new_country: z.number().check(z.int(), z.gte(0)),
  /** Optional: servers before contract 1.4.0 do not count returns. */
  reactivated: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type ChangeCounts = z.infer<typeof changeCountsSchema>;

export const followSchema = z.object({
  id: z.number().check(z.int()),
  kind: followKindSchema,
  platform: platformSchema,
  target_id: z.number().check(z.int()),
  /** The owner's, campaign's or saved filter's name. */
  name: z.string(),
  delivery: followDeliverySchema,
  created_at: isoDateTimeSchema,
  /** When the user last opened the Following page (null: never since following). */
  seen_at: z.nullable(isoDateTimeSchema),
  /** Changes recorded for this follow since `seen_at` (or since following). */
  changes_since_seen: changeCountsSchema,
  /** Ads of those changes, newest first, for a link that shows exactly them (at most 100). */
  changed_ad_ids: z.array(z.number().check(z.int())),
  /** The last day the owner (of the campaign) showed an ad; null for saved filters. */
  last_activity: z.nullable(isoDateSchema),
  /** The owner showed nothing for STALE_AFTER_DAYS days. */
  stale: z.boolean(),
  /** How many users of the app follow the same thing (saved filters: 1). */
  followers: z.number().check(z.int(), z.gte(0)),
  /** Its alert budget and today's use of it (decision 0070); absent from servers before 1.9.0. */
  budget: z.optional(followBudgetTodaySchema),
});
export type Follow = z.infer<typeof followSchema>;

export const followsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/follows',
  access: access.signedIn(),
  data: z.object({ items: z.array(followSchema) }),
});

export const followBodySchema = z.object({
  kind: followKindSchema,
  platform: platformSchema,
  target_id: idSchema,
  delivery: z._default(followDeliverySchema, 'instant'),
  /** Alerts a day before the rest waits for the digest (decision 0070); the default when absent. */
  alert_budget: z.optional(alertBudgetSchema),
});
export type FollowBody = z.input<typeof followBodySchema>;

/** Following what does not exist (or another user's saved filter) is a 404, twice a 409. */
export const followEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/follows',
  access: access.signedIn(),
  body: followBodySchema,
  data: followSchema,
});

export const updateFollowEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/v1/follows/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'follow' } }),
  params: idParamSchema,
  /** The budget stays as it is when absent (decision 0070). */
  body: z.object({ delivery: followDeliverySchema, alert_budget: z.optional(alertBudgetSchema) }),
  data: followSchema,
});

/** Unfollowing what is not followed is a 404. */
export const unfollowEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/follows/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'follow' } }),
  params: idParamSchema,
  data: z.object({ deleted: z.number().check(z.int(), z.gte(0)) }),
});

export const followTargetParamsSchema = z.object({
  kind: followKindSchema,
  platform: platformSchema,
  id: idSchema,
});

export const followStatusSchema = z.object({
  /** The caller's follow of the target, if any. */
  follow: z.nullable(z.object({ id: z.number().check(z.int()), delivery: followDeliverySchema })),
  followers: z.number().check(z.int(), z.gte(0)),
});
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** The follow id the server has not told yet: the optimistic state of a follow on its way. */
export const PENDING_FOLLOW_ID = -1;

/** What a follow toggle shows the moment it is pressed, before the server answers. */
export function toggledFollowStatus(current: FollowStatus): FollowStatus {
  return current.follow
    ? { follow: null, followers: Math.max(0, current.followers - 1) }
    : { follow: { id: PENDING_FOLLOW_ID, delivery: 'instant' }, followers: current.followers + 1 };
}

/** What a follow toggle shows; a target that does not exist is a 404. */
export const followStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/follows/target/{kind}/{platform}/{id}',
  access: access.signedIn(),
  params: followTargetParamsSchema,
  data: followStatusSchema,
});

/** The Following page was seen: "changed since your last visit" starts again from now. */
export const followsSeenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/follows/seen',
  access: access.signedIn(),
  data: z.object({ seen: z.number().check(z.int(), z.gte(0)) }),
});

export const announcementSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  message: z.string(),
  created_at: isoDateTimeSchema,
  /** Exactly the announced ads, each with what changed on it. */
  items: z.array(
    z.object({
      ad: adCardSchema,
      changes: z.array(z.enum(CHANGE_KINDS)),
    }),
  ),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** What one change notification announced (its link opens the Following page on it). */
export const announcementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/follows/announcements/{id}',
  access: access.signedIn({ owner: { param: 'id', resource: 'announcement' } }),
  params: idParamSchema,
  data: announcementSchema,
});
