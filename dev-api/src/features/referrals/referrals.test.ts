import {
  REFERRAL_MIN_PAYOUT,
  referralInitializeEndpoint,
  referralOverviewEndpoint,
  referralPayoutEndpoint,
  referralPerformanceEndpoint,
} from '@adlens/shared-contracts';
import { errorOf, okData } from '../../testing/contract';
import { seedDayPlus, testSeedDay } from '../../testing/seed-day';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({
  per: 'test',
  signIn: true,
  now: new Date(`${testSeedDay()}T12:00:00.000Z`),
});

test('initialize answers a success envelope and records a click for a known code', async () => {
  const before = okData(
    referralOverviewEndpoint,
    await server.request('GET', '/v1/referrals', { token: server.token }),
  );
  expect(
    okData(
      referralInitializeEndpoint,
      await server.request(
        'GET',
        '/v1/referrals/initialize?refId=DEMO2026&referrer=https%3A%2F%2Fblog.example',
      ),
    ),
  ).toEqual({ recorded: true });
  expect(
    okData(
      referralInitializeEndpoint,
      await server.request('GET', '/v1/referrals/initialize?refId=NOPE'),
    ),
  ).toEqual({ recorded: false });
  expect(
    okData(referralInitializeEndpoint, await server.request('GET', '/v1/referrals/initialize')),
  ).toEqual({ recorded: false });
  const after = okData(
    referralOverviewEndpoint,
    await server.request('GET', '/v1/referrals', { token: server.token }),
  );
  expect(after.totals.clicks).toBe(before.totals.clicks + 1);
});

test('a visitor counts one click a day per referral link, however often it loads', async () => {
  const clicks = async () =>
    okData(
      referralOverviewEndpoint,
      await server.request('GET', '/v1/referrals', { token: server.token }),
    ).totals.clicks;
  const visit = (address: string) =>
    server.request('GET', '/v1/referrals/initialize?refId=DEMO2026', { address });
  const before = await clicks();
  const answers = [];
  for (let i = 0; i < 5; i++)
    answers.push(okData(referralInitializeEndpoint, await visit('203.0.113.70')));
  expect(answers.map((answer) => answer.recorded)).toEqual([true, false, false, false, false]);
  expect(okData(referralInitializeEndpoint, await visit('203.0.113.71')).recorded).toBe(true);
  expect(await clicks()).toBe(before + 2);
  // The next day the same visitor counts again.
  server.clock.now = new Date(server.clock.now.getTime() + 24 * 60 * 60 * 1000);
  expect(okData(referralInitializeEndpoint, await visit('203.0.113.70')).recorded).toBe(true);
});

test('the overview carries the code, a sign-up link, the terms and a balance net of payouts and held commissions', async () => {
  const overview = okData(
    referralOverviewEndpoint,
    await server.request('GET', '/v1/referrals', { token: server.token }),
  );
  expect(overview.code).toBe('DEMO2026');
  expect(overview.link).toMatch(/\/authentication\/signup\?refId=DEMO2026$/);
  expect(overview.commission_percent).toBe(20);
  expect(overview.min_payout).toBe(REFERRAL_MIN_PAYOUT);
  expect(overview.totals.clicks).toBeGreaterThan(overview.totals.signups);
  // Commissions still in their hold count as earnings but not in the balance.
  const [held] = await server.db.query<{ amount: number }>(
    `SELECT COALESCE(sum(e.amount), 0)::float8 AS amount FROM referral_events e
     JOIN users u ON u.id = e.referrer_id
     WHERE u.email = 'demo@adlens.test' AND e.kind = 'paid' AND e.releasable_at > $1`,
    [server.clock.now.toISOString()],
  );
  expect(overview.balance).toBeCloseTo(overview.totals.earnings - (held?.amount ?? 0) - 120, 2);
  expect(overview.payouts).toEqual([expect.objectContaining({ amount: 120, status: 'paid' })]);
});

test('performance has one zero-filled point per day whose sums are the totals', async () => {
  const week = okData(
    referralPerformanceEndpoint,
    await server.request('GET', '/v1/referrals/performance?period=7', { token: server.token }),
  );
  expect(week.series).toHaveLength(7);
  expect(week.to).toBe(testSeedDay());
  const range = okData(
    referralPerformanceEndpoint,
    await server.request(
      'GET',
      `/v1/referrals/performance?from=${seedDayPlus(-184)}&to=${testSeedDay()}`,
      { token: server.token },
    ),
  );
  expect(range.series).toHaveLength(185);
  expect(range.totals.clicks).toBe(range.series.reduce((sum, day) => sum + day.clicks, 0));
  expect(range.totals.clicks).toBeGreaterThan(200);
});

test('a reversed or impossible range is a 400 SNACKBAR', async () => {
  for (const query of ['from=2026-10-01&to=2026-09-01', 'from=2026-02-31', 'period=12']) {
    expect(
      errorOf(
        await server.request('GET', `/v1/referrals/performance?${query}`, { token: server.token }),
      ),
    ).toMatchObject({ status: 400, action: 'SNACKBAR' });
  }
});

test('a payout below the minimum is an INLINE error; one within the balance lowers it', async () => {
  expect(
    errorOf(
      await server.request('POST', '/v1/referrals/payout', {
        token: server.token,
        body: { amount: 20 },
      }),
    ),
  ).toMatchObject({ status: 422, action: 'INLINE', field: 'amount' });
  const { balance } = okData(
    referralOverviewEndpoint,
    await server.request('GET', '/v1/referrals', { token: server.token }),
  );
  const paid = okData(
    referralPayoutEndpoint,
    await server.request('POST', '/v1/referrals/payout', { token: server.token, body: {} }),
  );
  expect(paid.payout).toMatchObject({ amount: balance, status: 'requested', method: 'paypal' });
  expect(paid.balance).toBe(0);
  expect(
    errorOf(
      await server.request('POST', '/v1/referrals/payout', { token: server.token, body: {} }),
    ),
  ).toMatchObject({ status: 422, field: 'amount' });
});

test('a user without earnings cannot request a payout', async () => {
  const free = await server.login('free@adlens.test');
  const response = await server.request('POST', '/v1/referrals/payout', { token: free });
  expect(errorOf(response)).toMatchObject({ action: 'INLINE', field: 'amount' });
  expect(errorOf(response).message).toContain(`${REFERRAL_MIN_PAYOUT} EUR`);
});
