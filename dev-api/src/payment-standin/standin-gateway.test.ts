import { paymentGatewayEndpoint, userDashboardEndpoint } from '@adlens/shared-contracts';
import { okData } from '../testing/contract';
import { TEST_PAYMENT_GATEWAY } from '../testing/gateway-callbacks';
import { useTestServer } from '../testing/use-test-server';
import { createStandinGateway } from './standin-gateway';

const server = useTestServer({ per: 'test' });

/** The stand-in's server-to-server calls reach the API in process. */
function standinWith(secret: string) {
  return createStandinGateway({
    secret,
    now: () => server.clock.now.getTime(),
    fetch: (input, init) => server.raw(new URL(String(input)).pathname, init ?? {}),
  });
}

async function startCheckout(token: string) {
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token,
      body: { plan: 'basic' },
    }),
  );
  const query = new URL(started.url).searchParams;
  // The app's origin the browser returns to (the API answers the request's Origin).
  query.set('return', 'http://localhost:3000');
  return { started, query };
}

function submit(standin: ReturnType<typeof standinWith>, query: URLSearchParams, decision: string) {
  const form = new URLSearchParams(query);
  form.set('decision', decision);
  form.set('card', '4000 0566 5566 5556');
  return standin.request('/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

async function planName(token: string) {
  return okData(userDashboardEndpoint, await server.request('GET', '/v1/user/dashboard', { token }))
    .plan?.name;
}

test('Pay on the stand-in posts a signed callback that settles, then returns to the thank-you page', async () => {
  const free = await server.login('free@adlens.test');
  const standin = standinWith(TEST_PAYMENT_GATEWAY.secret);
  const { started, query } = await startCheckout(free);
  const page = await standin.request(`/checkout?${query.toString()}`);
  const html = await page.text();
  expect(html).toContain('49.00 EUR');
  expect(html).toContain('value="pay"');
  expect(html).toContain('value="cancel"');
  const paid = await submit(standin, query, 'pay');
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(
    `http://localhost:3000/payment-thank-you/${started.payment_id}`,
  );
  expect(await planName(free)).toBe('Basic');
});

test('Cancel settles the payment as failed and returns to the failed page', async () => {
  const free = await server.login('free@adlens.test');
  const { started, query } = await startCheckout(free);
  const cancelled = await submit(standinWith(TEST_PAYMENT_GATEWAY.secret), query, 'cancel');
  expect(cancelled.headers.get('location')).toBe(
    `http://localhost:3000/payment-failed/${started.payment_id}`,
  );
  expect(await planName(free)).toBe('Free');
});

test('a stand-in with another secret is refused by the API and says so; nothing is paid', async () => {
  const free = await server.login('free@adlens.test');
  const { query } = await startCheckout(free);
  const refused = await submit(
    standinWith('a-secret-the-api-does-not-know-0123456789'),
    query,
    'pay',
  );
  expect(refused.status).toBe(502);
  expect(await refused.text()).toContain('The callback signature does not match its body');
  expect(await planName(free)).toBe('Free');
});

test('the stand-in posts callbacks only to an API payment callback on this machine', async () => {
  const standin = standinWith(TEST_PAYMENT_GATEWAY.secret);
  const free = await server.login('free@adlens.test');
  const { query } = await startCheckout(free);
  for (const [name, value] of [
    ['notify', 'http://attacker.example/v1/payment/callback/stripe'],
    ['notify', 'http://localhost/v1/referrals/payout'],
    ['return', 'https://attacker.example'],
  ] as const) {
    const changed = new URLSearchParams(query);
    changed.set(name, value);
    expect((await standin.request(`/checkout?${changed.toString()}`)).status).toBe(400);
  }
});
