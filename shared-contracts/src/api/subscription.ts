import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { emailSchema } from './auth';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { isoDateTimeSchema } from './pagination';

export const PLAN_TIERS = ['free', 'basic', 'pro', 'business'] as const;
export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** The tiers a user can buy (free is what remains without a plan). */
export const PAID_TIERS = ['basic', 'pro', 'business'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const paidTierSchema = z.enum(PAID_TIERS);
export const planPeriodSchema = z.enum(PLAN_PERIODS);
/** A coupon code as a link carries it (`?coupon=welcome20`): letters, digits, `_` and `-`. */
export const couponInLinkSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  z.transform((code) => code.toUpperCase()),
);

export const planSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  tier: z.enum(PLAN_TIERS),
  interval: planPeriodSchema,
  price: z.number(),
  currency: z.string(),
  /** Ad-detail credits per billing period. */
  credits: z.number().check(z.int()),
  /** Seats including the account owner. */
  team_limit: z.number().check(z.int()),
  /** Per-platform entitlements: the platforms the plan opens. */
  platforms: z.array(platformSchema),
  features: z.array(z.string()),
  is_free: z.boolean(),
  popular: z.boolean(),
  /** The signed-in user's current plan. */
  current: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const subscriptionPlansDataSchema = z.object({
  monthly: z.array(planSchema),
  yearly: z.array(planSchema),
  current_plan_id: z.nullable(z.number().check(z.int())),
});
export type SubscriptionPlans = z.infer<typeof subscriptionPlansDataSchema>;

/**
 * Plans, price and coupon serve only the plan and payment pages, which a `payment`-blocked user
 * cannot open (spec section 5); the dashboard's subscription overview reads `/v1/user/dashboard`.
 */
export const subscriptionPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/subscription/subscription-plans',
  access: access.signedIn({ area: 'payment' }),
  data: subscriptionPlansDataSchema,
});

const couponCodeSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a coupon code'),
      z.maxLength(40, 'This coupon does not exist'),
    ),
  z.transform((code) => code.toUpperCase()),
);

/** The plan to buy: a paid tier and a billing period, optionally with a coupon. */
export const planChoiceSchema = z.object({
  plan: z.enum(['basic', 'pro', 'business'], 'Choose a plan'),
  period: z._default(z.enum(PLAN_PERIODS, 'Choose monthly or yearly billing'), 'month'),
  coupon: z.optional(couponCodeSchema),
});

export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  amount: z.number(),
  expires_at: z.nullable(isoDateTimeSchema),
  /** Uses left; null when unlimited. */
  remaining_uses: z.nullable(z.number().check(z.int())),
});
export type Coupon = z.infer<typeof couponSchema>;

export const priceBreakdownSchema = z.object({
  plan: planSchema,
  period: planPeriodSchema,
  currency: z.string(),
  subtotal: z.number(),
  /** Everything taken off the subtotal: the coupon and the referral discount. */
  discount: z.number(),
  /** Part of `discount` from the referral programme (first payment of a referred user). */
  referral_discount: z.optional(z.number()),
  total: z.number(),
  coupon: z.nullable(couponSchema),
  /** Yearly: what twelve monthly payments would cost more; 0 for monthly. */
  yearly_savings: z.number(),
  credits: z.number().check(z.int()),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const planCalculatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/subscription-plans/calculator',
  access: access.signedIn({ area: 'payment' }),
  body: planChoiceSchema,
  data: priceBreakdownSchema,
});

/** Unknown, expired and used-up codes are INLINE errors on `code`. */
export const couponCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/coupon/subscription/check',
  access: access.signedIn({ area: 'payment' }),
  body: z.object({ code: couponCodeSchema }),
  data: couponSchema,
});

export const PAYMENT_GATEWAYS = ['stripe', 'paypal'] as const;
export const paymentGatewaySchema = z.enum(PAYMENT_GATEWAYS);

/** The payment form: the user picks the gateway to pay with. */
export const payFormSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS, 'Choose a payment method'),
});

/** A payment id as the gateway's return route carries it; anything else is never echoed. */
export const paymentIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/));

/**
 * What a tab remembers of a payment across the trip to the gateway and back: the gateway (the
 * return URL does not say) and whether its result was already reported.
 */
export const paymentMemorySchema = z.object({
  gateway: z.optional(paymentGatewaySchema),
  reported: z.optional(z.boolean()),
});
export type PaymentMemory = z.infer<typeof paymentMemorySchema>;

export const paymentGatewayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/payment/gateway/{gateway}',
  access: access.signedIn({ area: 'payment' }),
  params: z.object({ gateway: paymentGatewaySchema }),
  body: planChoiceSchema,
  data: z.object({
    payment_id: z.string(),
    /** The gateway's checkout page; the browser goes there. */
    url: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
});

export const teamMemberSchema = z.object({
  email: z.string(),
  status: z.enum(['active', 'invited']),
  added_at: isoDateTimeSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamDataSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Seats of the plan, the owner included. */
  limit: z.number().check(z.int()),
  /** Seats taken, the owner included. */
  used: z.number().check(z.int()),
});
export type TeamData = z.infer<typeof teamDataSchema>;

export const teamMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/subscription/team/members',
  access: access.signedIn(),
  data: teamDataSchema,
});

export const addTeamMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/subscription/team/add-member',
  access: access.signedIn(),
  body: z.object({ email: emailSchema }),
  data: teamDataSchema,
});

export const removeTeamMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/subscription/team/remove-member',
  access: access.signedIn(),
  body: z.object({ email: emailSchema }),
  data: teamDataSchema,
});
