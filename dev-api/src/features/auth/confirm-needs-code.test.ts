import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ per: 'test' });

test('confirm with a confirmed account and a made-up code gives no session', async () => {
  const response = await server.request('POST', '/v1/auth/confirm', {
    body: { email: 'demo@adlens.test', token: '000000' },
  });
  expect(response.status).toBe(422);
  expect(expectErrorMeta(response.json)).toMatchObject({ action: 'INLINE', field: 'token' });
  expect(JSON.stringify(response.json)).not.toContain('"token":"');
});

test('a confirmation code works once: the second confirm is refused', async () => {
  await server.request('POST', '/v1/auth/confirm/resend', {
    body: { email: 'unconfirmed@adlens.test' },
  });
  const [row] = await server.db.query<{ code: string }>(
    "SELECT t.code FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.kind = 'confirm' AND NOT t.revoked",
    ['unconfirmed@adlens.test'],
  );
  const body = { email: 'unconfirmed@adlens.test', token: row?.code ?? '' };
  expect((await server.request('POST', '/v1/auth/confirm', { body })).status).toBe(200);
  expect((await server.request('POST', '/v1/auth/confirm', { body })).status).toBe(422);
});
