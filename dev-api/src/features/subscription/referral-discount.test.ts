import {
  authTokenDataSchema,
  paymentGatewayEndpoint,
  planCalculatorEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { okData } from '../../testing/contract';
import { postSignedCallback } from '../../testing/gateway-callbacks';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test' });

async function signUpThroughReferral(email: string): Promise<string> {
  await server.request('POST', '/v1/auth/register', {
    body: { name: 'Referred Person', email, password: 'long-enough-1', ref_id: 'DEMO2026' },
  });
  const confirmed = await server.request('POST', '/v1/auth/confirm', {
    body: { email, token: server.mail.latestCode(email) },
  });
  return successBodySchema(authTokenDataSchema).parse(confirmed.json).data.token;
}

function calculate(token: string, body: object) {
  return server.request('POST', '/v1/subscription/subscription-plans/calculator', { token, body });
}

test('a user who signed up through a referral gets 10 % off the first payment only', async () => {
  const token = await signUpThroughReferral('referred@example.test');
  expect(okData(planCalculatorEndpoint, await calculate(token, { plan: 'basic' }))).toMatchObject({
    subtotal: 49,
    discount: 4.9,
    referral_discount: 4.9,
    total: 44.1,
  });
  // The referral discount comes off what the coupon leaves: (49 - 10) x 10 %.
  expect(
    okData(planCalculatorEndpoint, await calculate(token, { plan: 'basic', coupon: 'SAVE10' })),
  ).toMatchObject({ discount: 13.9, referral_discount: 3.9, total: 35.1 });

  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', { token, body: { plan: 'basic' } }),
  );
  expect(started.amount).toBe(44.1);
  await postSignedCallback(server, 'stripe', {
    payment_id: started.payment_id,
    outcome: 'paid',
    amount: '44.10',
    currency: 'EUR',
  });

  expect(okData(planCalculatorEndpoint, await calculate(token, { plan: 'basic' }))).toMatchObject({
    referral_discount: 0,
    total: 49,
  });
});

test('a user who came without a referral pays the full price', async () => {
  const token = await server.login('free@adlens.test');
  expect(okData(planCalculatorEndpoint, await calculate(token, { plan: 'basic' }))).toMatchObject({
    discount: 0,
    referral_discount: 0,
    total: 49,
  });
});
