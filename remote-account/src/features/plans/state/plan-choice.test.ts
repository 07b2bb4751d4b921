import type { Plan } from '@adlens/shared-contracts';
import { choiceFromSearch, defaultTier, searchFromChoice } from './plan-choice';

function plan(tier: Plan['tier'], extra: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: tier,
    tier,
    interval: 'month',
    price: 10,
    currency: 'EUR',
    credits: 10,
    team_limit: 1,
    platforms: ['meta'],
    features: [],
    is_free: tier === 'free',
    popular: false,
    current: false,
    ...extra,
  };
}

describe('plan choice in the URL', () => {
  it('reads plan, period and an upper-cased coupon', () => {
    expect(choiceFromSearch(new URLSearchParams('plan=pro&period=year&coupon=welcome20'))).toEqual({
      plan: 'pro',
      period: 'year',
      coupon: 'WELCOME20',
    });
  });

  it('falls back to monthly, no plan and no coupon for values that do not parse', () => {
    expect(choiceFromSearch(new URLSearchParams('plan=free&period=weekly&coupon=%3Cb%3E'))).toEqual(
      { plan: null, period: 'month', coupon: null },
    );
  });

  it('leaves the defaults out of the query string', () => {
    expect(searchFromChoice({ plan: 'basic', period: 'month', coupon: null }).toString()).toBe(
      'plan=basic',
    );
  });
});

describe('default plan', () => {
  it('is the current paid plan, else the popular one', () => {
    expect(
      defaultTier([plan('free', { current: true }), plan('basic'), plan('pro', { popular: true })]),
    ).toBe('pro');
    expect(defaultTier([plan('basic', { current: true }), plan('pro', { popular: true })])).toBe(
      'basic',
    );
  });
});
