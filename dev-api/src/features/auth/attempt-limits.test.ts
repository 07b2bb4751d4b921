import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { ATTEMPT_LIMITS } from './attempt-limits';

const server = useTestServer({ per: 'test' });

const DEMO = 'demo@adlens.test';

async function liveCode(email: string, kind: 'confirm' | 'reset'): Promise<string> {
  const [row] = await server.db.query<{ code: string }>(
    `SELECT t.code FROM auth_tokens t JOIN users u ON u.id = t.user_id
     WHERE u.email = $1 AND t.kind = $2 AND NOT t.revoked ORDER BY t.created_at DESC LIMIT 1`,
    [email, kind],
  );
  if (!row) throw new Error(`no live ${kind} code for ${email}`);
  return row.code;
}

function wrongOf(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

function minutesLater(minutes: number) {
  server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
}

function verify(email: string, token: string, address?: string) {
  return server.request('POST', '/v1/auth/reset-password/verify', {
    body: { email, token },
    address,
  });
}

function signIn(email: string, password: string, address?: string) {
  return server.request('POST', '/v1/auth/login', { body: { email, password }, address });
}

test('the fifth wrong reset code spends the code; a newly requested code works', async () => {
  await server.request('POST', '/v1/auth/reset-password', { body: { email: DEMO } });
  const code = await liveCode(DEMO, 'reset');
  for (let i = 1; i < ATTEMPT_LIMITS.wrongCodesPerAccount; i++) {
    expect((await verify(DEMO, wrongOf(code))).status).toBe(422);
  }
  const last = await verify(DEMO, wrongOf(code));
  expect(last.status).toBe(429);
  expect(expectErrorMeta(last.json)).toMatchObject({ action: 'INLINE', field: 'token' });
  expect((await verify(DEMO, code)).status).toBe(422);

  await server.request('POST', '/v1/auth/reset-password', { body: { email: DEMO } });
  expect((await verify(DEMO, await liveCode(DEMO, 'reset'))).status).toBe(200);
});

test('wrong confirmation codes spend the code too', async () => {
  const email = 'unconfirmed@adlens.test';
  await server.request('POST', '/v1/auth/confirm/resend', { body: { email } });
  const code = await liveCode(email, 'confirm');
  const confirm = (token: string) =>
    server.request('POST', '/v1/auth/confirm', { body: { email, token } });
  for (let i = 0; i < ATTEMPT_LIMITS.wrongCodesPerAccount; i++) await confirm(wrongOf(code));
  expect((await confirm(code)).status).toBe(422);
});

test('an address that guessed too many codes waits, with Retry-After; others do not', async () => {
  const { limit, windowMs } = ATTEMPT_LIMITS.wrongCodesPerAddress;
  for (let i = 0; i < limit; i++) await verify(`nobody${i}@example.test`, '123456', '203.0.113.7');
  await server.request('POST', '/v1/auth/reset-password', { body: { email: DEMO } });
  const code = await liveCode(DEMO, 'reset');

  const held = await server.raw('/v1/auth/reset-password/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO, token: code }),
    address: '203.0.113.7',
  });
  expect(held.status).toBe(429);
  expect(Number(held.headers.get('retry-after'))).toBe(windowMs / 1000);
  const meta = expectErrorMeta(await held.json());
  expect(meta).toMatchObject({ action: 'INLINE', field: 'token' });
  expect(meta.message).toBe('Too many attempts: try again in 15 minutes or request a new code');

  minutesLater(windowMs / 60_000);
  expect((await verify(DEMO, code, '203.0.113.7')).status).toBe(200);
});

test('wrong passwords hold the account on that address only, and not for long', async () => {
  const { limit, windowMs } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  for (let i = 0; i < limit; i++) {
    expect((await signIn(DEMO, 'guess', '198.51.100.9')).status).toBe(422);
  }
  const held = await signIn(DEMO, 'adlens-demo', '198.51.100.9');
  expect(held.status).toBe(429);
  expect(expectErrorMeta(held.json)).toMatchObject({ action: 'INLINE', field: 'password' });
  // The owner, elsewhere, is not locked out by the attacker's guesses.
  expect((await signIn(DEMO, 'adlens-demo', '192.0.2.44')).status).toBe(200);
  minutesLater(windowMs / 60_000);
  expect((await signIn(DEMO, 'adlens-demo', '198.51.100.9')).status).toBe(200);
});

test('wrong passwords across many accounts hold the address', async () => {
  const { limit } = ATTEMPT_LIMITS.wrongPasswordsPerAddress;
  for (let i = 0; i < limit; i++)
    await signIn(`someone${i}@example.test`, 'guess', '198.51.100.10');
  expect((await signIn(DEMO, 'adlens-demo', '198.51.100.10')).status).toBe(429);
  expect((await signIn(DEMO, 'adlens-demo', '198.51.100.11')).status).toBe(200);
});

test('a right password clears the count of its account on that address', async () => {
  const { limit } = ATTEMPT_LIMITS.wrongPasswordsPerAccountAndAddress;
  for (let i = 0; i < limit - 1; i++) await signIn(DEMO, 'guess');
  expect((await signIn(DEMO, 'adlens-demo')).status).toBe(200);
  for (let i = 0; i < limit - 1; i++) await signIn(DEMO, 'guess');
  expect((await signIn(DEMO, 'adlens-demo')).status).toBe(200);
});

test('reset mails per account are capped without telling the caller', async () => {
  const { limit } = ATTEMPT_LIMITS.codeMailsPerAccount;
  for (let i = 0; i <= limit; i++) {
    const response = await server.request('POST', '/v1/auth/reset-password', {
      body: { email: DEMO },
      address: `192.0.2.${i + 1}`,
    });
    expect(response.status).toBe(200);
  }
  const [row] = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.kind = 'reset'",
    [DEMO],
  );
  expect(row?.n).toBe(limit);
});
