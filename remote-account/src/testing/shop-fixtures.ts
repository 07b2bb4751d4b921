import {
  type Coupon,
  type Download,
  PLATFORMS,
  type Plan,
  type PriceBreakdown,
  type ReferralOverview,
  type ReferralPerformance,
  type SubscriptionPlans,
} from '@adlens/shared-contracts';

/** Fixture data in the wire's shape, for component tests and the standalone harness. */

function plan(
  id: number,
  tier: Plan['tier'],
  interval: Plan['interval'],
  price: number,
  credits: number,
  team: number,
  extra: Partial<Plan> = {},
): Plan {
  const name = tier[0]?.toUpperCase() + tier.slice(1);
  return {
    id,
    name,
    tier,
    interval,
    price,
    currency: 'EUR',
    credits,
    team_limit: team,
    platforms: tier === 'basic' || tier === 'free' ? ['meta', 'facebook'] : [...PLATFORMS],
    features: tier === 'free' ? [] : ['All search filters', 'Saved filters', 'Downloads'],
    is_free: tier === 'free',
    popular: tier === 'pro',
    current: false,
    ...extra,
  };
}

export const PLANS: SubscriptionPlans = {
  monthly: [
    plan(1, 'free', 'month', 0, 10, 1),
    plan(2, 'basic', 'month', 49, 300, 1),
    plan(3, 'pro', 'month', 129, 1500, 3, { current: true }),
    plan(4, 'business', 'month', 299, 5000, 10),
  ],
  yearly: [
    plan(5, 'basic', 'year', 490, 3600, 1),
    plan(6, 'pro', 'year', 1290, 18000, 3),
    plan(7, 'business', 'year', 2990, 60000, 10),
  ],
  current_plan_id: 3,
};

export const COUPONS: Record<string, Coupon> = {
  WELCOME20: {
    code: 'WELCOME20',
    kind: 'percent',
    amount: 20,
    expires_at: '2099-12-31T00:00:00Z',
    remaining_uses: null,
  },
  SAVE10: {
    code: 'SAVE10',
    kind: 'fixed',
    amount: 10,
    expires_at: '2099-12-31T00:00:00Z',
    remaining_uses: 988,
  },
};

/** What dev-api's calculator answers for a choice (coupon first, then nothing else). */
export function quote(tier: string, period: 'month' | 'year', couponCode?: string): PriceBreakdown {
  const list = period === 'year' ? PLANS.yearly : PLANS.monthly;
  const chosen = list.find((item) => item.tier === tier) ?? list[1];
  if (!chosen) throw new Error('fixture plans are empty');
  const coupon = couponCode ? (COUPONS[couponCode] ?? null) : null;
  const raw = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? (chosen.price * coupon.amount) / 100
      : coupon.amount;
  const discount = Math.round(Math.min(chosen.price, raw) * 100) / 100;
  const monthly = PLANS.monthly.find((item) => item.tier === tier);
  return {
    plan: chosen,
    period,
    currency: 'EUR',
    subtotal: chosen.price,
    discount,
    referral_discount: 0,
    total: Math.round((chosen.price - discount) * 100) / 100,
    coupon,
    yearly_savings: period === 'year' && monthly ? monthly.price * 12 - chosen.price : 0,
    credits: chosen.credits,
  };
}

export const REFERRAL_OVERVIEW: ReferralOverview = {
  code: 'DEMO2026',
  link: 'http://localhost:3004/authentication/signup?refId=DEMO2026',
  commission_percent: 20,
  discount_percent: 10,
  currency: 'EUR',
  balance: 182.4,
  min_payout: 50,
  totals: { clicks: 310, signups: 74, paid_conversions: 36, earnings: 302.4 },
  total_paid_out: 120,
  payouts: [
    { id: 1, amount: 120, method: 'paypal', status: 'paid', created_at: '2026-10-14T09:00:00Z' },
  ],
};

/** Days from `from` to `to` (inclusive) with a small repeating pattern. */
export function performance(from: string, to: string): ReferralPerformance {
  const series: ReferralPerformance['series'] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const n = day.getUTCDate();
    series.push({
      date: day.toISOString().slice(0, 10),
      clicks: (n * 7) % 11,
      signups: n % 4,
      paid_conversions: n % 3 === 0 ? 1 : 0,
      earnings: n % 3 === 0 ? 25.8 : 0,
    });
  }
  const sum = (key: 'clicks' | 'signups' | 'paid_conversions' | 'earnings') =>
    Math.round(series.reduce((total, point) => total + point[key], 0) * 100) / 100;
  return {
    from,
    to,
    currency: 'EUR',
    totals: {
      clicks: sum('clicks'),
      signups: sum('signups'),
      paid_conversions: sum('paid_conversions'),
      earnings: sum('earnings'),
    },
    series,
  };
}

const KINDS = ['report', 'guide', 'checklist'] as const;

export const DOWNLOADS: Download[] = Array.from({ length: 13 }, (_, index) => ({
  id: index + 1,
  title: `Download ${index + 1}`,
  description: `What download ${index + 1} holds.`,
  kind: KINDS[index % 3] ?? 'report',
  platform: index % 2 === 0 ? 'facebook' : null,
  file_name: `download-${index + 1}.pdf`,
  size_bytes: 1_200_000 + index * 10_000,
  published_at: `2026-11-${String(20 - index).padStart(2, '0')}T08:00:00Z`,
  downloaded_at: index === 1 ? '2026-11-21T10:00:00Z' : null,
}));
