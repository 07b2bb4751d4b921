import {
  type PAYOUT_METHODS,
  referralOverviewEndpoint,
  referralPayoutEndpoint,
  referralPerformanceEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { PerformanceRange } from '../state/performance-range';
import { accountKeys } from '../../../lib/query-keys';

export function referralOverviewQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.referralOverview(),
    queryFn: ({ signal }) => api.call(referralOverviewEndpoint, {}, { signal }),
  });
}

/** Performance over the range in the URL: a preset period in days, or explicit dates. */
export function referralPerformanceQuery(api: ApiClient, range: PerformanceRange) {
  const query =
    range.kind === 'period' ? { period: range.period } : { from: range.from, to: range.to };
  return queryOptions({
    queryKey: accountKeys.referralPerformance(query),
    queryFn: ({ signal }) => api.call(referralPerformanceEndpoint, { query }, { signal }),
  });
}

export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Threshold and balance errors come back INLINE on `amount`; the form shows them. */
export function requestPayout(api: ApiClient, body: { amount?: number; method: PayoutMethod }) {
  return api.call(referralPayoutEndpoint, { body }, { handledByPage: ['INLINE'] });
}
