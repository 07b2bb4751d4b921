import { registerDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { createApp } from '../../app';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test' });

afterEach(() => jest.restoreAllMocks());

const register = (email: string) =>
  server.request('POST', '/v1/auth/register', {
    body: { name: 'Mail Person', email, password: 'long-enough-1' },
  });

test('sign-up mails the person a code and a link to the confirmation page', async () => {
  await register('mail.person@example.test');
  expect(server.mail.sent).toEqual([
    {
      to: 'mail.person@example.test',
      kind: 'confirm',
      subject: 'Confirm your e-mail address',
      text: expect.stringMatching(
        /^Your confirmation code is \d{6}\. Or open \/authentication\/signup\/confirm-email\?email=mail\.person%40example\.test&token=\S+$/,
      ),
    },
  ]);
});

test('a password reset mails a code and a link to the new-password page', async () => {
  await server.request('POST', '/v1/auth/reset-password', { body: { email: 'demo@adlens.test' } });
  expect(server.mail.sent.at(-1)).toMatchObject({
    to: 'demo@adlens.test',
    kind: 'reset',
    text: expect.stringMatching(
      /^Your reset code is \d{6}\. Or open \/authentication\/reset-password\/new-password\/\S+\?email=demo%40adlens\.test$/,
    ),
  });
});

test('a server without mail settings answers sign-up and logs that mail is not configured, without the code', async () => {
  const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { app } = createApp({ db: server.db });
  const response = await app.request('/v1/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'No Mail',
      email: 'no.mail@example.test',
      password: 'long-enough-1',
    }),
  });
  expect(response.status).toBe(200);
  successBodySchema(registerDataSchema).parse(await response.json());
  const lines = log.mock.calls.map((call) => call.join(' '));
  expect(lines).toEqual([expect.stringContaining('mail is not configured')]);
  expect(lines.join('\n')).not.toMatch(/\d{6}/);
});

test('a mail server that refuses the mail leaves sign-up answered and logs no code', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { app } = createApp({
    db: server.db,
    mailer: { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1025')) },
  });
  const response = await app.request('/v1/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Down', email: 'down@example.test', password: 'long-enough-1' }),
  });
  expect(response.status).toBe(200);
  expect(log.mock.calls.map((call) => call.join(' '))).toEqual([
    'dev-api: the confirm mail could not be sent: connect ECONNREFUSED 127.0.0.1:1025',
  ]);
});
