import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { createThrottleCounts } from '../../http/throttle-counts';
import { ATTEMPT_LIMITS } from './attempt-limits';

/**
 * The throttles of decision 0021 are counted in the database (decision 0042): a burst of parallel
 * guesses is admitted exactly up to the limit, and a restart (or a second API process on the same
 * database) does not forget the counts. Run on PGlite and, by `pnpm test:postgres`, on PostgreSQL.
 */

const server = useTestServer({ per: 'test' });

const DEMO = 'demo@adlens.test';
const BURST = 30;

function signIn(password: string, address: string) {
  return server.request('POST', '/v1/auth/login', {
    body: { email: DEMO, password },
    address,
  });
}

async function liveResetCode(): Promise<string> {
  const [row] = await server.db.query<{ code: string }>(
    `SELECT t.code FROM auth_tokens t JOIN users u ON u.id = t.user_id
     WHERE u.email = $1 AND t.kind = 'reset' AND NOT t.revoked ORDER BY t.created_at DESC LIMIT 1`,
    [DEMO],
  );
  if (!row) throw new Error('no live reset code');
  return row.code;
}

function statuses(answers: { status: number }[]) {
  const counted = new Map<number, number>();
  for (const { status } of answers) counted.set(status, (counted.get(status) ?? 0) + 1);
  return Object.fromEntries(counted);
}

test('a burst of parallel counts against a limit of K admits exactly K', async () => {
  const counts = createThrottleCounts(server.db, () => server.clock.now);
  const rule = { limit: 5, windowMs: 60_000 };
  const taken = await Promise.all(
    Array.from({ length: BURST }, () => counts.take('burst:test', rule)),
  );
  expect(taken.filter((one) => one.admitted)).toHaveLength(rule.limit);
  const [row] = await server.db.query<{ count: number }>(
    "SELECT count FROM throttle_counts WHERE key = 'burst:test'",
  );
  // Refused events were taken back: the count is what was admitted.
  expect(row?.count).toBe(rule.limit);
});

test('parallel wrong passwords from one address are checked exactly up to the limit', async () => {
  const { limit } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  const answers = await Promise.all(
    Array.from({ length: BURST }, () => signIn('guess', '198.51.100.20')),
  );
  expect(statuses(answers)).toEqual({ 422: limit, 429: BURST - limit });
  // The refused ones were not counted as checks: the hold ends with the window of the first.
  const held = answers.find((answer) => answer.status === 429);
  expect(expectErrorMeta(held?.json)).toMatchObject({ action: 'INLINE', field: 'password' });
});

test('a burst of parallel wrong codes leaves the code spent and answers each with a refusal', async () => {
  await server.request('POST', '/v1/auth/reset-password', { body: { email: DEMO } });
  const code = await liveResetCode();
  const wrong = code === '000000' ? '000001' : '000000';
  // From as many addresses as guesses: only the account's count can stop them.
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      server.request('POST', '/v1/auth/reset-password/verify', {
        body: { email: DEMO, token: wrong },
        address: `203.0.113.${index + 1}`,
      }),
    ),
  );
  // Once the code is spent its count starts over, so guesses arriving after that are checked
  // again, against no live code (422): how many depends on timing, so this test counts no
  // statuses (the exact K of N is the count's own test above, and the passwords' below).
  const counted = statuses(answers);
  expect(counted[429]).toBeGreaterThanOrEqual(1);
  expect((counted[422] ?? 0) + (counted[429] ?? 0)).toBe(BURST);
  // The code is spent: no live code is left, and the right code is refused. Late guesses may
  // have filled the count that started over, so the refusal is a 422 or a 429 by timing.
  await expect(liveResetCode()).rejects.toThrow('no live reset code');
  const rightCode = await server.request('POST', '/v1/auth/reset-password/verify', {
    body: { email: DEMO, token: code },
  });
  expect([422, 429]).toContain(rightCode.status);
});

test('parallel requests against the general limit admit exactly the limit', async () => {
  server.settings.rateLimitPerMinute = 7;
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      server.request('GET', '/v1/auth/oauth/google', { address: '192.0.2.77' }),
    ),
  );
  // 503: no provider in this composition, answered after the limit let the request in.
  expect(statuses(answers)).toEqual({ 503: 7, 429: BURST - 7 });
});

test('a restart does not forget wrong passwords', async () => {
  const { limit } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  for (let i = 0; i < limit; i++) expect((await signIn('guess', '198.51.100.21')).status).toBe(422);
  await server.restart();
  expect((await signIn('adlens-demo', '198.51.100.21')).status).toBe(429);
  expect((await signIn('adlens-demo', '198.51.100.22')).status).toBe(200);
});

test('a restart does not forget the general limit', async () => {
  server.settings.rateLimitPerMinute = 2;
  for (let i = 0; i < 2; i++)
    await server.request('GET', '/v1/auth/oauth/google', { address: '192.0.2.78' });
  await server.restart();
  server.settings.rateLimitPerMinute = 2;
  const over = await server.request('GET', '/v1/auth/oauth/google', { address: '192.0.2.78' });
  expect(over.status).toBe(429);
});

test('expired counts are swept from the table', async () => {
  const { windowMs } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  await signIn('guess', '198.51.100.23');
  const count = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM throttle_counts'))[0]
      ?.n ?? 0;
  expect(await count()).toBeGreaterThan(0);
  server.clock.now = new Date(server.clock.now.getTime() + 24 * 60 * 60_000 + windowMs);
  await signIn('adlens-demo', '198.51.100.24');
  // Only the counts of the new sign-in remain (its address count, un-counted to 0 or gone).
  const keys = await server.db.query<{ key: string }>('SELECT key FROM throttle_counts');
  expect(keys.every(({ key }) => !key.includes('198.51.100.23'))).toBe(true);
});
