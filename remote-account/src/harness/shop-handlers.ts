import type { FakeHandler } from '@adlens/shared-contracts/testing';
import { inlineError } from '../testing/api-errors';
import {
  COUPONS,
  DOWNLOADS,
  PLANS,
  REFERRAL_OVERVIEW,
  performance,
  quote,
} from '../testing/shop-fixtures';

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : undefined;
}

function numberField(value: unknown, name: string, fallback: number): number {
  const text = field(value, name);
  const parsed = text === undefined ? Number.NaN : Number(text);
  if (Number.isFinite(parsed)) return parsed;
  const raw: unknown =
    typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
  return typeof raw === 'number' ? raw : fallback;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

let referral = REFERRAL_OVERVIEW;
const downloaded = new Map<number, string>();

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
  'GET /v1/referrals': () => referral,
  'GET /v1/referrals/performance': ({ query }) => {
    const to = field(query, 'to') ?? isoDay(new Date());
    const days = numberField(query, 'period', 30);
    const from = field(query, 'from') ?? isoDay(new Date(Date.parse(to) - (days - 1) * 86_400_000));
    return performance(from, to);
  },
  'POST /v1/referrals/payout': ({ body }) => {
    const amount = numberField(body, 'amount', referral.balance);
    if (amount < referral.min_payout)
      throw inlineError('amount', `The minimum payout is ${referral.min_payout} EUR.`);
    if (amount > referral.balance)
      throw inlineError(
        'amount',
        `You can request at most your balance (${referral.balance} EUR).`,
      );
    const payout = {
      id: referral.payouts.length + 1,
      amount,
      method: field(body, 'method') ?? 'paypal',
      status: 'requested' as const,
      created_at: new Date().toISOString(),
    };
    referral = {
      ...referral,
      balance: Math.round((referral.balance - amount) * 100) / 100,
      payouts: [payout, ...referral.payouts],
    };
    return { payout, balance: referral.balance };
  },
  'GET /v1/landing/download': ({ query }) => {
    const page = numberField(query, 'page', 1);
    const perPage = numberField(query, 'per_page', 20);
    const kind = field(query, 'kind');
    const items = DOWNLOADS.filter((item) => !kind || item.kind === kind).map((item) => ({
      ...item,
      downloaded_at: downloaded.get(item.id) ?? item.downloaded_at,
    }));
    return {
      items: items.slice((page - 1) * perPage, page * perPage),
      total: items.length,
      page,
      per_page: perPage,
      total_pages: Math.ceil(items.length / perPage),
    };
  },
  // The harness serves no files: the browser saves the harness page itself under the file's name.
  'POST /v1/landing/download/{id}': ({ params }) => {
    const id = numberField(params, 'id', 0);
    const at = new Date().toISOString();
    downloaded.set(id, at);
    return { id, url: '/', downloaded_at: at };
  },
};
