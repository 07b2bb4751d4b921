import { startDownloadEndpoint, successBodySchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import { useTestServer } from '../testing/use-test-server';

// Issue 42: answers carrying tokens had no Cache-Control, so a browser or proxy cache could keep
// a session token. Every API answer is no-store unless it is cacheable media (decision 0049).
const server = useTestServer({ per: 'test' });
const EMAIL = 'demo@adlens.test';

async function post(url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  return server.raw(url, { method: 'POST', headers, body: JSON.stringify(body), token });
}

async function json(response: Response): Promise<unknown> {
  return response.json();
}

test('answers that carry a token or a secret are no-store', async () => {
  const login = await post('/v1/auth/login', { email: EMAIL, password: 'adlens-demo' });
  expect(login.headers.get('cache-control')).toBe('no-store');
  const session = z.object({ data: z.object({ token: z.string() }) }).parse(await json(login))
    .data.token;

  const email = 'no.store@example.test';
  const register = await post('/v1/auth/register', {
    name: 'No Store',
    email,
    password: 'long-enough-1',
  });
  expect(register.headers.get('cache-control')).toBe('no-store');
  const confirm = await post('/v1/auth/confirm', { email, token: server.mail.latestCode(email) });
  expect(confirm.status).toBe(200);
  expect(confirm.headers.get('cache-control')).toBe('no-store');

  await post('/v1/auth/reset-password', { email: EMAIL });
  const verify = await post('/v1/auth/reset-password/verify', {
    email: EMAIL,
    token: server.mail.latestCode(EMAIL, 'reset'),
  });
  expect(verify.status).toBe(200);
  expect(verify.headers.get('cache-control')).toBe('no-store');

  const download = await server.raw('/v1/landing/download/2', { method: 'POST', token: session });
  expect(download.headers.get('cache-control')).toBe('no-store');
  const { url } = successBodySchema(startDownloadEndpoint.data).parse(await json(download)).data;
  const file = await server.raw(url.replace(/^\/api/, ''), { method: 'GET' });
  expect(file.status).toBe(200);
  expect(file.headers.get('cache-control')).toBe('no-store');

  const init = await server.raw('/v1/user/init', { method: 'GET', token: session });
  expect(init.headers.get('cache-control')).toBe('no-store');
});

test('error answers and unknown paths are no-store too', async () => {
  const wrong = await post('/v1/auth/login', { email: EMAIL, password: 'wrong-password' });
  expect(wrong.status).toBe(422);
  expect(wrong.headers.get('cache-control')).toBe('no-store');
  const unknown = await server.raw('/v1/no/such/thing', { method: 'GET' });
  expect(unknown.status).toBe(404);
  expect(unknown.headers.get('cache-control')).toBe('no-store');
});

test('media keep their own year-long public policy', async () => {
  const [row] = await server.db.query<{ key: string }>(
    "SELECT media->0->>'key' AS key FROM ads WHERE media->0->>'type' = 'image' ORDER BY id LIMIT 1",
  );
  const media = await server.raw(`/v1/media/${row?.key}?w=40&h=40`, { method: 'GET' });
  expect(media.status).toBe(200);
  expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
