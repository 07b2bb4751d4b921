import {
  couponCheckEndpoint,
  paymentGatewayEndpoint,
  planCalculatorEndpoint,
  subscriptionPlansEndpoint,
  userDashboardEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { postSignedCallback } from '../../testing/gateway-callbacks';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test', signIn: true });

test('plans come as monthly and yearly tiers with credits, platforms and the current one', async () => {
  const data = okData(
    subscriptionPlansEndpoint,
    await server.request('GET', '/v1/subscription/subscription-plans', { token: server.token }),
  );
  expect(data.monthly.map((plan) => plan.tier)).toEqual(['free', 'basic', 'pro', 'business']);
  expect(data.yearly.map((plan) => plan.tier)).toEqual(['basic', 'pro', 'business']);
  expect(data.monthly.find((plan) => plan.current)?.tier).toBe('pro');
  expect(data.yearly.find((plan) => plan.tier === 'pro')?.credits).toBe(18_000);
  expect(data.monthly[0]?.platforms).toEqual(['meta', 'facebook']);
});

test('the calculator applies percent and fixed coupons and shows yearly savings', async () => {
  const calc = (body: object) =>
    server.request('POST', '/v1/subscription/subscription-plans/calculator', {
      token: server.token,
      body,
    });
  expect(
    okData(
      planCalculatorEndpoint,
      await calc({ plan: 'pro', period: 'year', coupon: 'welcome20' }),
    ),
  ).toMatchObject({
    subtotal: 1290,
    discount: 258,
    total: 1032,
    yearly_savings: 258,
    coupon: { code: 'WELCOME20', kind: 'percent' },
  });
  expect(
    okData(planCalculatorEndpoint, await calc({ plan: 'basic', coupon: 'SAVE10' })),
  ).toMatchObject({
    subtotal: 49,
    total: 39,
    yearly_savings: 0,
  });
  expect(errorOf(await calc({ plan: 'pro', coupon: 'EXPIRED15' }))).toMatchObject({
    action: 'INLINE',
    field: 'coupon',
  });
  expect(errorOf(await calc({ plan: 'free' }))).toMatchObject({ action: 'INLINE', field: 'plan' });
});

test('coupon check: valid, unknown, expired and used-up codes', async () => {
  const check = (code: string) =>
    server.request('POST', '/v1/coupon/subscription/check', {
      token: server.token,
      body: { code },
    });
  expect(okData(couponCheckEndpoint, await check('HALFYEAR'))).toMatchObject({
    amount: 50,
    remaining_uses: 1,
  });
  const messages = await Promise.all(
    ['NOPE', 'EXPIRED15', 'USEDUP25'].map(async (code) => errorOf(await check(code))),
  );
  expect(messages).toEqual([
    expect.objectContaining({
      status: 422,
      action: 'INLINE',
      field: 'code',
      message: 'This coupon does not exist',
    }),
    expect.objectContaining({ field: 'code', message: 'This coupon has expired' }),
    expect.objectContaining({ field: 'code', message: 'This coupon has been used up' }),
  ]);
});

test('a signed paid callback activates the plan and its credits and spends the coupon', async () => {
  const free = await server.login('free@adlens.test');
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token: free,
      body: { plan: 'basic', coupon: 'HALFYEAR' },
    }),
  );
  expect(started).toMatchObject({ amount: 24.5, currency: 'EUR' });
  const checkout = new URL(started.url);
  expect(checkout.origin + checkout.pathname).toBe('https://gateway.test/checkout');
  expect(Object.fromEntries(checkout.searchParams)).toMatchObject({
    payment: started.payment_id,
    gateway: 'stripe',
    amount: '24.50',
    currency: 'EUR',
    notify: 'http://localhost/v1/payment/callback/stripe',
  });
  const paid = await postSignedCallback(server, 'stripe', {
    payment_id: started.payment_id,
    outcome: 'paid',
    amount: '24.50',
    currency: 'EUR',
  });
  expect(paid.status).toBe(200);
  expect(await paid.json()).toMatchObject({ data: { result: 'settled', status: 'paid' } });
  const dashboard = okData(
    userDashboardEndpoint,
    await server.request('GET', '/v1/user/dashboard', { token: free }),
  );
  expect(dashboard.plan?.name).toBe('Basic');
  expect(dashboard.credits).toEqual({ total: 300, used: 0, remaining: 300 });
  expect(
    errorOf(
      await server.request('POST', '/v1/coupon/subscription/check', {
        token: server.token,
        body: { code: 'HALFYEAR' },
      }),
    ),
  ).toMatchObject({
    message: 'This coupon has been used up',
  });
});

test('a failed callback ends the payment and changes no plan', async () => {
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/paypal', {
      token: server.token,
      body: { plan: 'business', period: 'year' },
    }),
  );
  const failed = await postSignedCallback(server, 'paypal', {
    payment_id: started.payment_id,
    outcome: 'failed',
    amount: started.amount.toFixed(2),
    currency: 'EUR',
    payment_method: null,
  });
  expect(await failed.json()).toMatchObject({ data: { result: 'settled', status: 'failed' } });
  const dashboard = okData(
    userDashboardEndpoint,
    await server.request('GET', '/v1/user/dashboard', { token: server.token }),
  );
  expect(dashboard.plan?.name).toBe('Pro');
});

test('an account with payment blocked cannot price plans or check coupons, but keeps its dashboard', async () => {
  const blocked = await server.login('nopayment@adlens.test');
  const calls = [
    ['GET', '/v1/subscription/subscription-plans', undefined],
    ['POST', '/v1/subscription/subscription-plans/calculator', { plan: 'pro' }],
    ['POST', '/v1/coupon/subscription/check', { code: 'WELCOME20' }],
  ] as const;
  for (const [method, path, body] of calls) {
    expect(errorOf(await server.request(method, path, { token: blocked, body }))).toMatchObject({
      status: 403,
      action: 'REDIRECT',
      to: '/you-are-blocked',
    });
  }
  // The pages the account may open still load: the subscription overview reads only this.
  const dashboard = okData(
    userDashboardEndpoint,
    await server.request('GET', '/v1/user/dashboard', { token: blocked }),
  );
  expect(dashboard.user.blocked_routes).toContain('payment');
});

test('an account with payment blocked is redirected to /you-are-blocked, not logged out', async () => {
  const blocked = await server.login('nopayment@adlens.test');
  const meta = errorOf(
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token: blocked,
      body: { plan: 'pro' },
    }),
  );
  expect(meta).toMatchObject({ status: 403, action: 'REDIRECT', to: '/you-are-blocked' });
  expect(meta.code).not.toBe(403);
  expect(
    errorOf(
      await server.request('POST', '/v1/payment/gateway/bitcoin', {
        token: server.token,
        body: { plan: 'pro' },
      }),
    ),
  ).toMatchObject({ status: 404 });
});
