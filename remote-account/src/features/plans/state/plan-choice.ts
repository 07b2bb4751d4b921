import {
  couponInLinkSchema,
  type PaidTier,
  paidTierSchema,
  type Plan,
  type PlanPeriod,
  planPeriodSchema,
} from '@adlens/shared-contracts';

/** What the user is about to buy; the calculator and the gateway take exactly this. */
export interface PlanChoice {
  plan: PaidTier;
  period: PlanPeriod;
  coupon?: string;
}

/** The choice as the URL holds it (`?plan=pro&period=year&coupon=WELCOME20`), every part optional. */
export interface ChoiceInUrl {
  plan: PaidTier | null;
  period: PlanPeriod;
  coupon: string | null;
}

/** Reads the choice from the query string; a part that does not parse is left at its default. */
export function choiceFromSearch(search: URLSearchParams): ChoiceInUrl {
  const plan = paidTierSchema.safeParse(search.get('plan'));
  const period = planPeriodSchema.safeParse(search.get('period'));
  const coupon = couponInLinkSchema.safeParse(search.get('coupon'));
  return {
    plan: plan.success ? plan.data : null,
    period: period.success ? period.data : 'month',
    coupon: coupon.success ? coupon.data : null,
  };
}

/** The query string of a choice; the defaults (monthly, no coupon) stay out of the URL. */
export function searchFromChoice(choice: ChoiceInUrl): URLSearchParams {
  const search = new URLSearchParams();
  if (choice.plan) search.set('plan', choice.plan);
  if (choice.period !== 'month') search.set('period', choice.period);
  if (choice.coupon) search.set('coupon', choice.coupon);
  return search;
}

export function isPaidTier(tier: string): tier is PaidTier {
  return paidTierSchema.safeParse(tier).success;
}

/**
 * The tier shown as chosen when the URL names none: the user's current paid plan, else the plan
 * marked popular, else the first paid one.
 */
export function defaultTier(plans: readonly Plan[]): PaidTier | null {
  const paid = plans.filter((plan) => isPaidTier(plan.tier));
  const pick = paid.find((plan) => plan.current) ?? paid.find((plan) => plan.popular) ?? paid[0];
  return pick && isPaidTier(pick.tier) ? pick.tier : null;
}
