import { z } from 'zod';
import { platformSchema } from '../platforms';
import { access } from './access';
import { defineEndpoint } from './endpoint';

export const subscriptionSummarySchema = z.object({
  plan: z.string().nullable().default(null),
  credits: z.number().default(0),
  used_credits: z.number().default(0),
  renews_at: z.string().nullable().default(null),
});

/** The signed-in user as `GET /v1/user/init` returns it (spec section 3). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable().default(null),
  email_confirmed: z.boolean().default(true),
  subscription: subscriptionSummarySchema.default({
    plan: null,
    credits: 0,
    used_credits: 0,
    renews_at: null,
  }),
  saved_device: z.boolean().default(false),
  allowed_routes: z.array(z.string()).default([]),
  blocked_routes: z.array(z.string()).default([]),
  is_new_user: z.boolean().default(false),
  active_platform: platformSchema.default('meta'),
});
export type User = z.infer<typeof userSchema>;

/** Remaining credits = credits - used_credits (spec section 3), never below zero. */
export function remainingCredits(user: Pick<User, 'subscription'> | null): number {
  if (!user) return 0;
  return Math.max(0, user.subscription.credits - user.subscription.used_credits);
}

/** Per-user account overview of `/dashboard/subscription`. */
export const userDashboardDataSchema = z.object({
  user: userSchema,
  plan: z
    .object({
      id: z.number().int(),
      name: z.string(),
      interval: z.enum(['month', 'year']),
      price: z.number(),
      currency: z.string(),
    })
    .nullable(),
  credits: z.object({
    total: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
  }),
  renews_at: z.string().nullable(),
  status: z.enum(['active', 'canceled', 'none']),
  team: z.object({ members: z.number().int(), limit: z.number().int() }),
  /** Credits used per day over the last 14 days of the account. */
  usage: z.array(z.object({ date: z.string(), credits: z.number().int() })),
});
export type UserDashboard = z.infer<typeof userDashboardDataSchema>;

export const userDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/dashboard',
  access: access.signedIn(),
  data: userDashboardDataSchema,
});
