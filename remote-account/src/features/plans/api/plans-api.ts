import {
  type PAYMENT_GATEWAYS,
  couponCheckEndpoint,
  paymentGatewayEndpoint,
  planCalculatorEndpoint,
  subscriptionPlansEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { PlanChoice } from '../state/plan-choice';
import { accountKeys } from '../../../lib/query-keys';

export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export function plansQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.plans(),
    queryFn: ({ signal }) => api.call(subscriptionPlansEndpoint, {}, { signal }),
  });
}

/**
 * The calculator's breakdown of one choice. Keyed by the choice: a new choice starts a new query
 * and the abandoned one is cancelled through its signal, so a late answer never overwrites.
 */
export function priceQuery(api: ApiClient, choice: PlanChoice) {
  return queryOptions({
    queryKey: accountKeys.price(choice.plan, choice.period, choice.coupon ?? null),
    queryFn: ({ signal }) =>
      // An unusable coupon comes back as an INLINE error on `coupon`: the page shows it.
      api.call(planCalculatorEndpoint, { body: choice }, { signal, handledByPage: ['INLINE'] }),
  });
}

/** Unknown, expired and used-up codes fail with an INLINE error on `code`. */
export function checkCoupon(api: ApiClient, code: string) {
  return api.call(couponCheckEndpoint, { body: { code } }, { handledByPage: ['INLINE'] });
}

export function startPayment(api: ApiClient, gateway: PaymentGateway, choice: PlanChoice) {
  return api.call(
    paymentGatewayEndpoint,
    { params: { gateway }, body: choice },
    { handledByPage: ['INLINE', 'SNACKBAR'] },
  );
}
