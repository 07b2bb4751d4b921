import { registerDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { useTestServer } from '../../testing/use-test-server';
import { ATTEMPT_LIMITS } from './attempt-limits';

/** Issue 42: answers that told which e-mails have an account (decision 0048). */
const server = useTestServer({ per: 'test' });

function register(email: string, password = 'long-enough-1') {
  return server.request('POST', '/v1/auth/register', {
    body: { name: 'Someone', email, password },
  });
}

async function accountsOf(email: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row?.n ?? 0;
}

test('sign-up with a taken e-mail answers as for a new one; only the owner hears of it', async () => {
  const fresh = await register('fresh.person@example.test');
  const taken = await register('demo@adlens.test', 'an-attackers-choice');
  expect(taken.status).toBe(fresh.status);
  expect(successBodySchema(registerDataSchema).parse(taken.json).data).toEqual({
    email: 'demo@adlens.test',
    confirmation_required: true,
  });
  expect(await accountsOf('demo@adlens.test')).toBe(1);
  const notice = server.mail.sent.filter((mail) => mail.to === 'demo@adlens.test');
  expect(notice.map((mail) => mail.kind)).toEqual(['sign-up-attempt']);
  expect(notice[0]?.text).not.toMatch(/\d{6}/);
  // The account is as it was: its own password still signs in.
  const login = await server.request('POST', '/v1/auth/login', {
    body: { email: 'demo@adlens.test', password: 'adlens-demo' },
  });
  expect(login.status).toBe(200);
});

test('sign-up with an e-mail still waiting for confirmation mails that account a new code', async () => {
  const answer = await register('unconfirmed@adlens.test');
  expect(answer.status).toBe(200);
  expect(await accountsOf('unconfirmed@adlens.test')).toBe(1);
  expect(server.mail.latestCode('unconfirmed@adlens.test', 'confirm')).toMatch(/^\d{6}$/);
});

test('the notices to a taken e-mail are capped per account, silently', async () => {
  const { limit } = ATTEMPT_LIMITS.codeMailsPerAccount;
  for (let i = 0; i <= limit; i++) expect((await register('demo@adlens.test')).status).toBe(200);
  expect(server.mail.sent.filter((mail) => mail.to === 'demo@adlens.test')).toHaveLength(limit);
});

describe.each([['/v1/auth/reset-password'], ['/v1/auth/confirm/resend']])(
  'the mail cap of %s',
  (path) => {
    const { limit } = ATTEMPT_LIMITS.codeMailsPerAddress;
    const ask = (email: string, address: string) =>
      server.request('POST', path, { body: { email }, address });

    test('holds an address asking for unknown e-mails as for known ones', async () => {
      for (let i = 0; i < limit; i++) {
        expect((await ask(`nobody${i}@example.test`, '203.0.113.40')).status).toBe(200);
      }
      expect((await ask('nobody-else@example.test', '203.0.113.40')).status).toBe(429);
      expect((await ask('unconfirmed@adlens.test', '203.0.113.40')).status).toBe(429);
      expect((await ask('nobody-else@example.test', '203.0.113.41')).status).toBe(200);
    });
  },
);
