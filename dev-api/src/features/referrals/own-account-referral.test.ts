import {
  authTokenDataSchema,
  paymentGatewayEndpoint,
  referralOverviewEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { postSignedCallback } from '../../testing/gateway-callbacks';
import { useTestServer } from '../../testing/use-test-server';
import { COMMISSION_HOLD_DAYS } from './referral-program';

/**
 * Issue 42, finding 1: a self-referred second account earned 848.82 EUR of commission on free
 * "payments" and the payout was accepted. Commissions now come only from settled payments, are
 * held, and a referral of one's own account (same address, same card) earns nothing.
 */
const server = useTestServer({ per: 'test' });

const HOME = '198.51.100.7';
const ELSEWHERE = '203.0.113.40';

/** A confirmed, signed-in account created from `address` (through `refId` when given). */
async function signUp(email: string, address: string, refId?: string) {
  await server.request('POST', '/v1/auth/register', {
    address,
    body: {
      name: 'Some Person',
      email,
      password: 'long-enough-1',
      ...(refId ? { ref_id: refId } : {}),
    },
  });
  const confirmed = await server.request('POST', '/v1/auth/confirm', {
    address,
    body: { email, token: server.mail.latestCode(email) },
  });
  const { token } = successBodySchema(authTokenDataSchema).parse(confirmed.json).data;
  return { token, code: (await overview(token)).code };
}

/** Buys the yearly Pro plan and has the gateway report it paid with `card`. */
async function buyProYear(token: string, card: string) {
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token,
      body: { plan: 'pro', period: 'year' },
    }),
  );
  const settled = await postSignedCallback(server, 'stripe', {
    payment_id: started.payment_id,
    outcome: 'paid',
    amount: started.amount.toFixed(2),
    currency: started.currency,
    payment_method: card,
  });
  expect(settled.status).toBe(200);
  return started;
}

async function overview(token: string) {
  return okData(referralOverviewEndpoint, await server.request('GET', '/v1/referrals', { token }));
}

function requestPayout(token: string) {
  return server.request('POST', '/v1/referrals/payout', { token, body: {} });
}

test('a second account signed up from the referrer’s address is no referral: six payments earn nothing', async () => {
  const referrer = await signUp('owner@example.test', HOME);
  const second = await signUp('owner.second@example.test', HOME, referrer.code);
  for (let payment = 0; payment < 6; payment++) {
    const started = await buyProYear(second.token, `pm_second_card_${payment}x`);
    // No referral discount either: the price is the full one.
    expect(started.amount).toBe(1290);
  }
  const figures = await overview(referrer.token);
  expect(figures.totals).toMatchObject({ signups: 0, paid_conversions: 0, earnings: 0 });
  expect(figures.balance).toBe(0);
  expect(errorOf(await requestPayout(referrer.token))).toMatchObject({
    status: 422,
    field: 'amount',
  });
});

test('a commission is held until its release date, then it can be paid out once', async () => {
  const referrer = await signUp('referrer@example.test', HOME);
  const friend = await signUp('friend@example.test', ELSEWHERE, referrer.code);
  const started = await buyProYear(friend.token, 'pm_friend_card_1');
  expect(started.amount).toBe(1161);
  const held = await overview(referrer.token);
  expect(held.totals).toMatchObject({ signups: 1, paid_conversions: 1, earnings: 232.2 });
  expect(held.balance).toBe(0);
  expect(errorOf(await requestPayout(referrer.token))).toMatchObject({ field: 'amount' });

  server.clock.now = new Date(
    server.clock.now.getTime() + (COMMISSION_HOLD_DAYS * 24 + 1) * 60 * 60 * 1000,
  );
  expect((await overview(referrer.token)).balance).toBe(232.2);
  expect((await requestPayout(referrer.token)).status).toBe(200);
  expect(errorOf(await requestPayout(referrer.token))).toMatchObject({ field: 'amount' });
});

test('a payment with a card the referrer paid with earns no commission; another card does', async () => {
  const referrer = await signUp('card.owner@example.test', HOME);
  await buyProYear(referrer.token, 'pm_owners_card_01');
  const friend = await signUp('card.friend@example.test', ELSEWHERE, referrer.code);
  await buyProYear(friend.token, 'pm_owners_card_01');
  expect((await overview(referrer.token)).totals).toMatchObject({
    paid_conversions: 0,
    earnings: 0,
  });
  // The referral still stands: the friend's next payment with a card of their own counts.
  await buyProYear(friend.token, 'pm_friends_card_1');
  expect((await overview(referrer.token)).totals).toMatchObject({ paid_conversions: 1 });
});

test('a pending or failed payment earns no commission', async () => {
  const referrer = await signUp('pending.referrer@example.test', HOME);
  const friend = await signUp('pending.friend@example.test', ELSEWHERE, referrer.code);
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/paypal', {
      token: friend.token,
      body: { plan: 'pro', period: 'year' },
    }),
  );
  expect((await overview(referrer.token)).totals.earnings).toBe(0);
  await postSignedCallback(server, 'paypal', {
    payment_id: started.payment_id,
    outcome: 'failed',
    amount: started.amount.toFixed(2),
    currency: started.currency,
    payment_method: null,
  });
  expect((await overview(referrer.token)).totals).toMatchObject({
    signups: 1,
    paid_conversions: 0,
    earnings: 0,
  });
});
