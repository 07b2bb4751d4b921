import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import { type TestServerHandle, useTestServer } from '../../testing/use-test-server';

// Issue 42, finding 4: a verified reset token outlived every password change. A new password
// ends every credential of the account but the session that set it (decision 0049).
const server = useTestServer({ per: 'test' });
const EMAIL = 'demo@adlens.test';

const verifiedSchema = z.object({ data: z.object({ token: z.string() }) });

async function mailedReset(handle: TestServerHandle) {
  await handle.request('POST', '/v1/auth/reset-password', { body: { email: EMAIL } });
  const code = handle.mail.latestCode(EMAIL, 'reset');
  if (!code) throw new Error('no reset mail');
  const link = /new-password\/([^?\s]+)/.exec(handle.mail.sent.at(-1)?.text ?? '')?.[1];
  if (!link) throw new Error('no reset link');
  return { code, link };
}

async function verifiedResetToken(handle: TestServerHandle): Promise<string> {
  const { code } = await mailedReset(handle);
  const verified = await handle.request('POST', '/v1/auth/reset-password/verify', {
    body: { email: EMAIL, token: code },
  });
  return verifiedSchema.parse(verified.json).data.token;
}

function setPassword(handle: TestServerHandle, token: string, password: string) {
  return handle.request('POST', '/v1/auth/reset-password/change-password', {
    body: { email: EMAIL, token, password },
  });
}

test('a verified reset token stops working once the owner resets the password again', async () => {
  const stolen = await verifiedResetToken(server);
  const ownToken = await verifiedResetToken(server);
  expect((await setPassword(server, ownToken, 'owner-new-pass-1')).status).toBe(200);

  const replay = await setPassword(server, stolen, 'attacker-pass-1');
  expect(replay.status).toBe(422);
  const login = await server.request('POST', '/v1/auth/login', {
    body: { email: EMAIL, password: 'owner-new-pass-1' },
  });
  expect(login.status).toBe(200);
});

test('a verified reset token stops working once the owner changes the password in the profile', async () => {
  const stolen = await verifiedResetToken(server);
  const session = await server.login();
  const changed = await server.request('PATCH', '/v1/user/profile/password', {
    token: session,
    body: { current_password: 'adlens-demo', password: 'owner-new-pass-1' },
  });
  expect(changed.status).toBe(200);

  expect((await setPassword(server, stolen, 'attacker-pass-1')).status).toBe(422);
});

test('a profile password change spends the mailed reset code and its link', async () => {
  const { code, link } = await mailedReset(server);
  const session = await server.login();
  await server.request('PATCH', '/v1/user/profile/password', {
    token: session,
    body: { current_password: 'adlens-demo', password: 'owner-new-pass-1' },
  });

  for (const token of [code, link]) {
    const verify = await server.request('POST', '/v1/auth/reset-password/verify', {
      body: { email: EMAIL, token },
    });
    expect(verify.status).toBe(422);
    expect((await setPassword(server, token, 'attacker-pass-1')).status).toBe(422);
  }
});

test('a reset by the mailed link spends the verified token of an earlier code', async () => {
  const stolen = await verifiedResetToken(server);
  const { link } = await mailedReset(server);
  expect((await setPassword(server, link, 'owner-new-pass-1')).status).toBe(200);
  expect((await setPassword(server, stolen, 'attacker-pass-1')).status).toBe(422);
});

test('a profile change keeps its own session and ends the others; a reset ends them all', async () => {
  const kept = await server.login();
  const other = await server.login();
  await server.request('PATCH', '/v1/user/profile/password', {
    token: kept,
    body: { current_password: 'adlens-demo', password: 'owner-new-pass-1' },
  });
  expect((await server.request('GET', '/v1/user/init', { token: kept })).status).toBe(200);
  expect((await server.request('GET', '/v1/user/init', { token: other })).status).toBe(403);

  const resetToken = await verifiedResetToken(server);
  const reset = await setPassword(server, resetToken, 'owner-new-pass-2');
  expect(reset.status).toBe(200);
  expect((await server.request('GET', '/v1/user/init', { token: kept })).status).toBe(403);
  const login = await server.request('POST', '/v1/auth/login', {
    body: { email: EMAIL, password: 'owner-new-pass-2' },
  });
  expect(successBodySchema(authTokenDataSchema).parse(login.json).data.token).toEqual(
    expect.any(String),
  );
});
