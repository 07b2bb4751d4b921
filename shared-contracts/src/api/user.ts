import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { PLAN_FEATURES, type PlanFeature, access } from './access';
import { defineEndpoint } from './endpoint';

export const subscriptionSummarySchema = z.object({
  plan: z._default(z.nullable(z.string()), null),
  credits: z._default(z.number(), 0),
  used_credits: z._default(z.number(), 0),
  renews_at: z._default(z.nullable(z.string()), null),
});

function isPlanFeature(name: string): name is PlanFeature {
  return PLAN_FEATURES.some((feature) => feature === name);
}

/**
 * What the user's plan includes, from the same check the API's plan rule uses, so that the UI can
 * show a control as locked before its call is refused. A name this client does not know is left
 * out rather than failing the whole user.
 */
const planFeaturesSchema = z.pipe(
  z._default(z.array(z.string()), []),
  z.transform((names) => names.filter(isPlanFeature)),
);

/** The signed-in user as `GET /v1/user/init` returns it (spec section 3). */
export const userSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  name: z.string(),
  avatar_url: z._default(z.nullable(z.string()), null),
  email_confirmed: z._default(z.boolean(), true),
  subscription: z._default(subscriptionSummarySchema, {
    plan: null,
    credits: 0,
    used_credits: 0,
    renews_at: null,
  }),
  saved_device: z._default(z.boolean(), false),
  allowed_routes: z._default(z.array(z.string()), []),
  blocked_routes: z._default(z.array(z.string()), []),
  is_new_user: z._default(z.boolean(), false),
  plan_features: planFeaturesSchema,
  active_platform: z._default(platformSchema, 'meta'),
});
export type User = z.infer<typeof userSchema>;

/** Remaining credits = credits - used_credits (spec section 3), never below zero. */
export function remainingCredits(user: Pick<User, 'subscription'> | null): number {
  if (!user) return 0;
  return Math.max(0, user.subscription.credits - user.subscription.used_credits);
}

/**
 * Shown on a control whose feature the user's plan lacks, in the words of the locked-filter
 * message (spec section 6), so that the UI says it before the API's 402 would.
 */
export const PLAN_FEATURE_LOCKED_MESSAGES: Record<PlanFeature, string> = {
  saved_filters:
    'You are currently using a free version of the product, please upgrade your plan in order to save filters.',
  downloads:
    'You are currently using a free version of the product, please upgrade your plan in order to download.',
};

/** Whether the user's plan includes `feature`; nobody signed in has no plan. */
export function hasPlanFeature(user: Pick<User, 'plan_features'> | null, feature: PlanFeature) {
  return user?.plan_features.includes(feature) ?? false;
}

/** Per-user account overview of `/dashboard/subscription`. */
export const userDashboardDataSchema = z.object({
  user: userSchema,
  plan: z.nullable(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      interval: z.enum(['month', 'year']),
      price: z.number(),
      currency: z.string(),
    }),
  ),
  credits: z.object({
    total: z.number().check(z.int()),
    used: z.number().check(z.int()),
    remaining: z.number().check(z.int()),
  }),
  renews_at: z.nullable(z.string()),
  status: z.enum(['active', 'canceled', 'none']),
  team: z.object({ members: z.number().check(z.int()), limit: z.number().check(z.int()) }),
  /** Credits used per day over the last 14 days of the account. */
  usage: z.array(z.object({ date: z.string(), credits: z.number().check(z.int()) })),
});
export type UserDashboard = z.infer<typeof userDashboardDataSchema>;

export const userDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/dashboard',
  access: access.signedIn(),
  data: userDashboardDataSchema,
});
