import {
  authTokenDataSchema,
  registerDataSchema,
  successBodySchema,
  userInitEndpoint,
} from '@adlens/shared-contracts';
import { z } from 'zod';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test' });

test('login returns a token and the user, and user init accepts the token', async () => {
  const login = await server.request('POST', '/v1/auth/login', {
    body: { email: 'demo@adlens.test', password: 'adlens-demo' },
  });
  const { token } = successBodySchema(authTokenDataSchema).parse(login.json).data;
  const init = await server.request('GET', '/v1/user/init', { token });
  const user = successBodySchema(userInitEndpoint.data).parse(init.json).data.user;
  expect(user.allowed_routes).toEqual(['all']);
});

test('a wrong password is an INLINE error on the password field', async () => {
  const response = await server.request('POST', '/v1/auth/login', {
    body: { email: 'demo@adlens.test', password: 'nope' },
  });
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({ action: 'INLINE', field: 'password' });
});

test('an unconfirmed account is redirected to e-mail confirmation', async () => {
  const response = await server.request('POST', '/v1/auth/login', {
    body: { email: 'unconfirmed@adlens.test', password: 'adlens-demo' },
  });
  expect(expectErrorMeta(response.json)).toMatchObject({ action: 'REDIRECT', to: 'EMAIL_CONFIRM' });
});

test('register, read the code from the mail sent, confirm and get signed in', async () => {
  const email = 'new.person@example.test';
  const registered = await server.request('POST', '/v1/auth/register', {
    body: { name: 'New Person', email, password: 'long-enough-1' },
  });
  expect(
    successBodySchema(registerDataSchema).parse(registered.json).data.confirmation_required,
  ).toBe(true);
  const code = server.mail.latestCode(email);
  const confirmed = await server.request('POST', '/v1/auth/confirm', {
    body: { email, token: code },
  });
  const { token } = successBodySchema(authTokenDataSchema).parse(confirmed.json).data;
  expect((await server.request('GET', '/v1/user/init', { token })).status).toBe(200);
});

test('reset password by code changes the password and ends old sessions', async () => {
  const oldToken = await server.login();
  await server.request('POST', '/v1/auth/reset-password', { body: { email: 'demo@adlens.test' } });
  const code = server.mail.latestCode('demo@adlens.test');
  const verified = await server.request('POST', '/v1/auth/reset-password/verify', {
    body: { email: 'demo@adlens.test', token: code },
  });
  const resetToken = z.object({ data: z.object({ token: z.string() }) }).parse(verified.json)
    .data.token;
  const changed = await server.request('POST', '/v1/auth/reset-password/change-password', {
    body: { email: 'demo@adlens.test', token: resetToken, password: 'brand-new-pass' },
  });
  expect(changed.status).toBe(200);
  const stale = await server.request('GET', '/v1/user/init', { token: oldToken });
  expect(expectErrorMeta(stale.json)).toMatchObject({
    code: 403,
    action: 'REDIRECT_WITH_LOGOUT',
    to: 'SIGNIN',
  });
});

test('an expired token answers 403 with REDIRECT_WITH_LOGOUT to SIGNIN', async () => {
  const token = await server.login();
  server.clock.now = new Date(server.clock.now.getTime() + 61 * 86_400_000);
  const response = await server.request('GET', '/v1/user/init', { token });
  expect(response.status).toBe(403);
  expect(expectErrorMeta(response.json)).toMatchObject({
    code: 403,
    action: 'REDIRECT_WITH_LOGOUT',
  });
});

test('logout revokes the token', async () => {
  const token = await server.login();
  await server.request('GET', '/v1/auth/logout', { token });
  expect((await server.request('GET', '/v1/user/init', { token })).status).toBe(403);
});

test('the rate limit per token redirects to REQUEST_LIMIT', async () => {
  const token = await server.login();
  server.settings.rateLimitPerMinute = 2;
  await server.request('GET', '/v1/user/init', { token });
  await server.request('GET', '/v1/user/init', { token });
  const third = await server.request('GET', '/v1/user/init', { token });
  expect(third.status).toBe(429);
  expect(expectErrorMeta(third.json)).toMatchObject({ action: 'REDIRECT', to: 'REQUEST_LIMIT' });
});

test('maintenance mode redirects every call to MAINTENANCE', async () => {
  server.settings.maintenance = true;
  const response = await server.request('POST', '/v1/auth/login', { body: {} });
  expect(expectErrorMeta(response.json)).toMatchObject({ action: 'REDIRECT', to: 'MAINTENANCE' });
});
