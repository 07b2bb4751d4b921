import { z } from 'zod/mini';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { isoDateSchema, isoDateTimeSchema } from './pagination';

/** Minimum balance (EUR) a payout request needs. */
export const REFERRAL_MIN_PAYOUT = 50;

export const referralInitializeQuerySchema = z._default(
  z.object({
    /** The document referrer, when present. */
    referrer: z.optional(z.string().check(z.maxLength(2048))),
    /** The referral code of the link the visitor came through. */
    refId: z.optional(z.string().check(z.maxLength(64))),
  }),
  {},
);

/** The app does not read the answer (spec section 7); it is still a success envelope. */
export const referralInitializeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/referrals/initialize',
  access: access.public,
  query: referralInitializeQuerySchema,
  data: z.object({ recorded: z.boolean() }),
  withCredentials: true,
  silent: true,
});

export const referralTotalsSchema = z.object({
  clicks: z.number().check(z.int(), z.gte(0)),
  signups: z.number().check(z.int(), z.gte(0)),
  paid_conversions: z.number().check(z.int(), z.gte(0)),
  earnings: z.number().check(z.gte(0)),
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

export const payoutSchema = z.object({
  id: z.number().check(z.int()),
  amount: z.number(),
  method: z.string(),
  status: z.enum(['requested', 'paid', 'rejected']),
  created_at: isoDateTimeSchema,
});
export type Payout = z.infer<typeof payoutSchema>;

export const referralOverviewSchema = z.object({
  code: z.string(),
  /** Sign-up link carrying the code (`refId`). */
  link: z.string(),
  /** Share of each paid conversion the referrer earns, in percent. */
  commission_percent: z.number(),
  /** Discount the referred customer gets on the first payment, in percent. */
  discount_percent: z.number(),
  currency: z.string(),
  /** Earnings not yet paid out or requested. */
  balance: z.number(),
  min_payout: z.number(),
  totals: referralTotalsSchema,
  total_paid_out: z.number(),
  payouts: z.array(payoutSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

export const referralOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/referrals',
  access: access.signedIn(),
  data: referralOverviewSchema,
});

export const REFERRAL_PERIODS = ['7', '30', '90', '180', '365'] as const;
export const referralPeriodSchema = z.enum(REFERRAL_PERIODS);

/** Either a period in days (default 30) or an explicit `from`/`to` range of at most 366 days. */
export const referralPerformanceQuerySchema = z._default(
  z.object({
    period: z.optional(referralPeriodSchema),
    from: z.optional(isoDateSchema),
    to: z.optional(isoDateSchema),
  }),
  {},
);

export const referralPerformanceDataSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  currency: z.string(),
  totals: referralTotalsSchema,
  series: z.array(z.extend(referralTotalsSchema, { date: isoDateSchema })),
});
export type ReferralPerformance = z.infer<typeof referralPerformanceDataSchema>;

export const referralPerformanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/referrals/performance',
  access: access.signedIn(),
  query: referralPerformanceQuerySchema,
  data: referralPerformanceDataSchema,
});

export const PAYOUT_METHODS = ['paypal', 'bank_transfer'] as const;

export const payoutBodySchema = z.object({
  /** Defaults to the whole balance. */
  amount: z.optional(z.number().check(z.positive('Amount must be positive'))),
  method: z._default(z.enum(PAYOUT_METHODS), 'paypal'),
});

export const PAYOUT_AMOUNT_FORMAT_MESSAGE = 'Enter an amount in euros, like 50 or 75.50';

/**
 * The payout form as typed: an optional amount in euros (a comma reads as the decimal point;
 * empty means the whole balance) and the payout method.
 */
export const payoutFormSchema = z.object({
  amount: z
    .pipe(
      z
        .pipe(
          z.string().check(z.trim()),
          z.transform((text) => text.replace(',', '.')),
        )
        .check(
          z.refine(
            (text) => text === '' || /^\d{1,7}(\.\d{1,2})?$/.test(text),
            PAYOUT_AMOUNT_FORMAT_MESSAGE,
          ),
        ),
      z.transform((text) => (text === '' ? undefined : Number(text))),
    )
    .check(z.refine((amount) => amount === undefined || amount > 0, 'Amount must be positive')),
  method: z.enum(PAYOUT_METHODS, 'Choose how to be paid'),
});

export const referralPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/referrals/payout',
  access: access.signedIn(),
  body: z._default(payoutBodySchema, { method: 'paypal' }),
  data: z.object({ payout: payoutSchema, balance: z.number() }),
});
