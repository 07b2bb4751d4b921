import { paymentGatewayEndpoint, userDashboardEndpoint } from '@adlens/shared-contracts';
import { okData, errorOf } from '../../testing/contract';
import {
  callbackBody,
  postSignedCallback,
  signedCallbackInit,
} from '../../testing/gateway-callbacks';
import { useTestServer } from '../../testing/use-test-server';

/**
 * Issue 42, finding 1: a payment settles only from a callback the gateway signs (decision 0047).
 * Each attack below must leave the payer on the free plan with the payment pending.
 */
const server = useTestServer({ per: 'test' });

async function startBasicPayment(token: string) {
  return okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token,
      body: { plan: 'basic' },
    }),
  );
}

async function planOf(token: string) {
  const dashboard = okData(
    userDashboardEndpoint,
    await server.request('GET', '/v1/user/dashboard', { token }),
  );
  return { plan: dashboard.plan?.name, credits: dashboard.credits };
}

async function paymentStatus(paymentId: string) {
  const [row] = await server.db.query<{ status: string }>(
    'SELECT status FROM payments WHERE id = $1',
    [paymentId],
  );
  return row?.status;
}

const paidBasic = (paymentId: string) => ({
  payment_id: paymentId,
  outcome: 'paid' as const,
  amount: '49.00',
  currency: 'EUR',
});

test('the API has no checkout page and no pay button: the old free upgrade is a 404', async () => {
  const free = await server.login('free@adlens.test');
  const { payment_id } = await startBasicPayment(free);
  const page = await server.raw(`/v1/payment/checkout/${payment_id}`, {});
  const pay = await server.raw(`/v1/payment/checkout/${payment_id}/pay`, { method: 'POST' });
  expect([page.status, pay.status]).toEqual([404, 404]);
  expect(await planOf(free)).toMatchObject({ plan: 'Free' });
  expect(await paymentStatus(payment_id)).toBe('pending');
});

test('unsigned, wrongly signed, malformed and stale callbacks are 401 and change nothing', async () => {
  const free = await server.login('free@adlens.test');
  const { payment_id } = await startBasicPayment(free);
  const body = callbackBody(paidBasic(payment_id));
  const now = server.clock.now;
  const attempts: RequestInit[] = [
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body },
    signedCallbackInit(body, now, 'not-the-gateway-secret-0123456789abcdef'),
    { ...signedCallbackInit(body, now), headers: { 'Gateway-Signature': 'v1=deadbeef' } },
    signedCallbackInit(body, new Date(now.getTime() - 6 * 60_000)),
    signedCallbackInit(body, new Date(now.getTime() + 6 * 60_000)),
    // A signature over another body: the amount was changed after signing.
    {
      ...signedCallbackInit(callbackBody(paidBasic(payment_id)), now),
      body: body.replace('49.00', '0.01'),
    },
  ];
  const answers = [];
  for (const init of attempts) {
    const response = await server.raw('/v1/payment/callback/stripe', init);
    answers.push({
      status: response.status,
      message: errorOf({ status: response.status, json: await response.json() }).message,
    });
  }
  expect(answers).toEqual([
    { status: 401, message: 'The callback carries no Gateway-Signature header' },
    { status: 401, message: 'The callback signature does not match its body' },
    {
      status: 401,
      message: expect.stringContaining('is not "t=<unix seconds>,v1=<hex HMAC-SHA256>"'),
    },
    { status: 401, message: 'The callback was signed more than 300 s away from now' },
    { status: 401, message: 'The callback was signed more than 300 s away from now' },
    { status: 401, message: 'The callback signature does not match its body' },
  ]);
  expect(await planOf(free)).toMatchObject({ plan: 'Free' });
  expect(await paymentStatus(payment_id)).toBe('pending');
});

test('a replayed signed callback changes nothing and says so', async () => {
  const free = await server.login('free@adlens.test');
  const { payment_id } = await startBasicPayment(free);
  const init = signedCallbackInit(callbackBody(paidBasic(payment_id)), server.clock.now);
  const first = await server.raw('/v1/payment/callback/stripe', init);
  expect(await first.json()).toMatchObject({ data: { result: 'settled', status: 'paid' } });
  // The user spends credits; a replay must not hand them back (nor renew the plan).
  await server.db.query("UPDATE users SET used_credits = 7 WHERE email = 'free@adlens.test'");
  const replay = await server.raw('/v1/payment/callback/stripe', init);
  expect(replay.status).toBe(200);
  expect(await replay.json()).toMatchObject({
    data: { result: 'duplicate_event', payment_id, status: 'paid' },
  });
  // Another event for the settled payment (a cancel after the pay) changes nothing either.
  const cancel = await postSignedCallback(server, 'stripe', {
    ...paidBasic(payment_id),
    outcome: 'failed',
    payment_method: null,
  });
  expect(await cancel.json()).toMatchObject({
    data: { result: 'already_settled', status: 'paid' },
  });
  expect(await planOf(free)).toMatchObject({
    plan: 'Basic',
    credits: { total: 300, used: 7, remaining: 293 },
  });
});

test('a callback whose amount or currency is not the payment’s is refused and changes nothing', async () => {
  const free = await server.login('free@adlens.test');
  const { payment_id } = await startBasicPayment(free);
  const wrongAmount = await postSignedCallback(server, 'stripe', {
    ...paidBasic(payment_id),
    amount: '0.49',
  });
  expect(wrongAmount.status).toBe(422);
  expect(await wrongAmount.json()).toMatchObject({
    meta: { message: "The callback's amount (0.49 EUR) is not the payment's (49.00 EUR)" },
  });
  const wrongCurrency = await postSignedCallback(server, 'stripe', {
    ...paidBasic(payment_id),
    currency: 'HUF',
  });
  expect(wrongCurrency.status).toBe(422);
  const wrongGateway = await postSignedCallback(server, 'paypal', paidBasic(payment_id));
  expect(wrongGateway.status).toBe(422);
  expect(await planOf(free)).toMatchObject({ plan: 'Free' });
  expect(await paymentStatus(payment_id)).toBe('pending');
  // The right callback still settles it: the refused ones were not taken.
  const right = await postSignedCallback(server, 'stripe', paidBasic(payment_id));
  expect(await right.json()).toMatchObject({ data: { result: 'settled', status: 'paid' } });
});

test('the same payment paid by two events at once settles once', async () => {
  const free = await server.login('free@adlens.test');
  const started = okData(
    paymentGatewayEndpoint,
    await server.request('POST', '/v1/payment/gateway/stripe', {
      token: free,
      body: { plan: 'basic', coupon: 'SAVE10' },
    }),
  );
  const [{ uses: usesBefore = 0 } = {}] = await server.db.query<{ uses: number }>(
    "SELECT uses FROM coupons WHERE code = 'SAVE10'",
  );
  const event = { ...paidBasic(started.payment_id), amount: '39.00' };
  const answers = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const response = await postSignedCallback(server, 'stripe', event);
      const json = (await response.json()) as { data: { result: string } };
      return json.data.result;
    }),
  );
  expect(answers.filter((result) => result === 'settled')).toHaveLength(1);
  expect(answers.filter((result) => result === 'already_settled')).toHaveLength(5);
  const [{ uses = 0 } = {}] = await server.db.query<{ uses: number }>(
    "SELECT uses FROM coupons WHERE code = 'SAVE10'",
  );
  expect(uses).toBe(usesBefore + 1);
  const events = await server.db.query('SELECT 1 FROM payment_events WHERE payment_id = $1', [
    started.payment_id,
  ]);
  expect(events).toHaveLength(6);
});
