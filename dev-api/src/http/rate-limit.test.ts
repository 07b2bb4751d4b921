import { readConfig } from '../config';
import { expectErrorMeta } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';
import { DEFAULT_RATE_LIMIT, createAppContext } from './app-context';
import { PEOPLE_PER_ADDRESS } from './rate-limit';
import type { Database } from '../db/database';

const server = useTestServer({ per: 'test' });

const body = { email: 'demo@adlens.test', password: 'adlens-demo' };

test('the general limit is on by default in every composition', () => {
  expect(DEFAULT_RATE_LIMIT).toBeGreaterThan(0);
  expect(readConfig({}).rateLimitPerMinute).toBe(DEFAULT_RATE_LIMIT);
  expect(createAppContext({ db: {} as Database }).settings.rateLimitPerMinute).toBe(
    DEFAULT_RATE_LIMIT,
  );
});

test('public routes are limited per address, with Retry-After', async () => {
  server.settings.rateLimitPerMinute = 3;
  for (let i = 0; i < 3; i++) {
    const response = await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.1' });
    expect(response.status).toBe(200);
  }
  const over = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    address: '192.0.2.1',
  });
  expect(over.status).toBe(429);
  expect(over.headers.get('retry-after')).toBe('60');
  expect(expectErrorMeta(await over.json())).toMatchObject({
    action: 'REDIRECT',
    to: 'REQUEST_LIMIT',
  });
  const elsewhere = await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.2' });
  expect(elsewhere.status).toBe(200);
});

test('X-Forwarded-For does not make a new client', async () => {
  server.settings.rateLimitPerMinute = 1;
  await server.request('POST', '/v1/auth/login', { body, address: '192.0.2.1' });
  const spoofed = await server.raw('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
    body: JSON.stringify(body),
    address: '192.0.2.1',
  });
  expect(spoofed.status).toBe(429);
});

// Issue 42, finding 3: the holes of the general limit (decision 0048).

async function statuses(count: number, send: () => Promise<{ status: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send()).status);
  return seen;
}

test('made-up bearer tokens are counted: past one person limit they answer 429, not 403', async () => {
  server.settings.rateLimitPerMinute = 3;
  const seen = await statuses(5, () =>
    server.request('GET', '/v1/user/init', {
      token: `made-up-${'x'.repeat(20)}`,
      address: '192.0.2.7',
    }),
  );
  expect(seen).toEqual([403, 403, 403, 429, 429]);
});

test('the limit is per user: a new login gets no fresh count', async () => {
  const first = await server.login();
  const second = await server.login();
  server.settings.rateLimitPerMinute = 3;
  const seen = [
    ...(await statuses(3, () =>
      server.request('GET', '/v1/user/init', { token: first, address: '192.0.2.8' }),
    )),
    ...(await statuses(2, () =>
      server.request('GET', '/v1/user/init', { token: second, address: '192.0.2.9' }),
    )),
  ];
  expect(seen).toEqual([200, 200, 200, 429, 429]);
});

test('raw routes (media renders, avatars, download files) count for the address', async () => {
  server.settings.rateLimitPerMinute = 2;
  const ceiling = 2 * PEOPLE_PER_ADDRESS;
  const [media] = await server.db.query<{ key: string }>(
    "SELECT media->0->>'key' AS key FROM ads WHERE media->0->>'type' = 'image' ORDER BY id LIMIT 1",
  );
  const paths = [
    `/v1/media/${media?.key ?? ''}?mode=fill&w=40&h=40`,
    '/v1/user/avatar/1',
    `/v1/landing/download/1/file?token=${'x'.repeat(32)}`,
  ];
  for (const [index, path] of paths.entries()) {
    const address = `198.51.100.${index + 1}`;
    const seen = await statuses(ceiling + 1, () => server.raw(path, { method: 'GET', address }));
    expect(seen.slice(0, ceiling)).not.toContain(429);
    expect(seen[ceiling]).toBe(429);
  }
});

test('one address holds several people worth of requests, signed in or not', async () => {
  const tokens = await Promise.all(
    ['demo@adlens.test', 'free@adlens.test', 'demo@adlens.test'].map((email) =>
      server.login(email),
    ),
  );
  server.settings.rateLimitPerMinute = 2;
  const seen: number[] = [];
  for (const token of [...tokens, ...tokens, ...tokens]) {
    seen.push(
      (await server.request('GET', '/v1/user/init', { token, address: '192.0.2.20' })).status,
    );
  }
  // Two people at two requests each (the third token's user is the first's): 4 of 9 pass.
  expect(seen.filter((status) => status === 200)).toHaveLength(4);
  expect(seen.filter((status) => status === 429)).toHaveLength(5);
});
