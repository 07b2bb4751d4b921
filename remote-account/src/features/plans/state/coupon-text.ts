import type { Coupon } from '@adlens/shared-contracts';
import { formatCurrency, formatDate } from '@adlens/shared-ui';

/** "20% off" or "€10 off". */
export function couponDiscountText(coupon: Coupon, currency?: string): string {
  return coupon.kind === 'percent'
    ? `${coupon.amount}% off`
    : `${formatCurrency(coupon.amount, { currency })} off`;
}

/** The coupon's terms in one sentence, for the message after a successful check. */
export function couponSummary(coupon: Coupon, currency?: string): string {
  const parts = [`${coupon.code}: ${couponDiscountText(coupon, currency)}`];
  if (coupon.expires_at) parts.push(`valid until ${formatDate(coupon.expires_at)}`);
  if (coupon.remaining_uses !== null)
    parts.push(`${coupon.remaining_uses} ${coupon.remaining_uses === 1 ? 'use' : 'uses'} left`);
  return `${parts.join(', ')}.`;
}
