import { type Coupon, isApiError } from '@adlens/shared-contracts';
import { useAnalytics, useApi } from '@adlens/shared-contracts/react';
import { useCallback } from 'react';
import { checkCoupon } from '../api/plans-api';

/** The server's answer that the code cannot be used (unknown, expired, used up), not a failure. */
function isRefusedCode(error: unknown): boolean {
  return isApiError(error) && error.meta.action === 'INLINE' && error.meta.field === 'code';
}

/**
 * Checks a coupon code and tracks `coupon_checked`: valid when the server gives its terms, not
 * valid when it refuses the code. A call that failed otherwise (offline, server error) checked
 * nothing and tracks nothing.
 */
export function useCheckCoupon() {
  const api = useApi();
  const analytics = useAnalytics();
  return useCallback(
    async (code: string): Promise<Coupon> => {
      try {
        const coupon = await checkCoupon(api, code);
        analytics.track('coupon_checked', { code, valid: true });
        return coupon;
      } catch (error) {
        if (isRefusedCode(error)) analytics.track('coupon_checked', { code, valid: false });
        throw error;
      }
    },
    [api, analytics],
  );
}
