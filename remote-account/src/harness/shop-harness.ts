import { ROUTE_PATHS } from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';
import type { HarnessPage } from '@adlens/tools/harness';
import { inlineError } from '../testing/fake-api-errors';
import { COUPONS, PLANS, quote } from '../testing/shop-fixtures';
import * as PaymentFailedPage from '../pages/payment-failed-page';
import * as PaymentThankYouPage from '../pages/payment-thank-you-page';
import * as PlanSelectPage from '../pages/plan-select-page';

/** The plans, payment, referral and downloads pages in the standalone harness. */
export const SHOP_PAGES: HarnessPage[] = [
  { path: ROUTE_PATHS.planSelect, module: PlanSelectPage },
  { path: ROUTE_PATHS.paymentThankYou, module: PaymentThankYouPage },
  { path: ROUTE_PATHS.paymentFailed, module: PaymentFailedPage },
];

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : undefined;
}

function usableCoupon(code: string | undefined, errorField: string) {
  const coupon = code ? COUPONS[code] : undefined;
  if (!coupon) throw inlineError(errorField, 'This coupon does not exist');
  return coupon;
}

/**
 * Fake answers in dev-api's shapes. The harness's checkout succeeds for monthly plans and fails
 * for yearly ones, so that both result pages can be reached.
 */
export const SHOP_HANDLERS: Record<string, FakeHandler> = {
  'GET /v1/subscription/subscription-plans': () => PLANS,
  'POST /v1/subscription/subscription-plans/calculator': ({ body }) => {
    const coupon = field(body, 'coupon');
    if (coupon) usableCoupon(coupon, 'coupon');
    return quote(
      field(body, 'plan') ?? 'pro',
      field(body, 'period') === 'year' ? 'year' : 'month',
      coupon,
    );
  },
  'POST /v1/coupon/subscription/check': ({ body }) => usableCoupon(field(body, 'code'), 'code'),
  'POST /v1/payment/gateway/{gateway}': ({ body }) => {
    const id = `pay_harness${Date.now()}`;
    const paid = field(body, 'period') !== 'year';
    return {
      payment_id: id,
      url: paid ? `/payment-thank-you/${id}` : `/payment-failed/${id}`,
      amount: 0,
      currency: 'EUR',
    };
  },
};
