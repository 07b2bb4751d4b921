import { z } from 'zod';
import { platformSchema } from '../platforms';

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
