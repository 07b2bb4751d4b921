import type { Coupon, PriceBreakdown } from '@adlens/shared-contracts';
import { roundMoney } from '../referrals/referral-program';
import type { PlanRecord } from './plans';

/**
 * Price of `plan` with `coupon`, then `referralPercent` off what remains; `monthly` is the same
 * tier billed monthly, for the savings.
 */
export function priceBreakdown(
  plan: PlanRecord,
  coupon: Coupon | null,
  monthly: PlanRecord | null,
  referralPercent = 0,
): PriceBreakdown {
  const subtotal = plan.price;
  const rawDiscount = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? (subtotal * coupon.amount) / 100
      : coupon.amount;
  const couponDiscount = roundMoney(Math.min(subtotal, rawDiscount));
  const referralDiscount = roundMoney(((subtotal - couponDiscount) * referralPercent) / 100);
  const discount = roundMoney(couponDiscount + referralDiscount);
  return {
    plan: { ...plan, current: false },
    period: plan.interval,
    currency: plan.currency,
    subtotal,
    discount,
    referral_discount: referralDiscount,
    total: roundMoney(subtotal - discount),
    coupon,
    yearly_savings:
      plan.interval === 'year' && monthly ? roundMoney(monthly.price * 12 - plan.price) : 0,
    credits: plan.credits,
  };
}
