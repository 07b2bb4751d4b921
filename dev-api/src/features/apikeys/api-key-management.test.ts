import {
  MAX_LIVE_API_KEYS,
  apiKeysEndpoint,
  createApiKeyEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { tokenHash } from '../auth/tokens';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

/** Keys are made, listed and revoked with a session, each user their own (decision 0057). */
const server = useTestServer({ per: 'test', signIn: true });

const createdSchema = successBodySchema(createApiKeyEndpoint.data);
const listSchema = successBodySchema(apiKeysEndpoint.data);

async function create(token: string, body: Record<string, unknown> = {}) {
  return server.request('POST', '/v1/user/api-keys', {
    token,
    body: { name: 'ingest script', scopes: ['ads:read'], ...body },
  });
}

async function createKey(token: string, body: Record<string, unknown> = {}) {
  const response = await create(token, body);
  expect(response.status).toBe(200);
  return createdSchema.parse(response.json).data;
}

async function list(token: string) {
  const response = await server.request('GET', '/v1/user/api-keys', { token });
  expect(response.status).toBe(200);
  return listSchema.parse(response.json).data.items;
}

test('a key is created with its secret shown once, stored only as its hash', async () => {
  const { key, secret } = await createKey(server.token, {
    scopes: ['ads:read', 'ads:detail'],
    expires_at: new Date(server.clock.now.getTime() + 86_400_000).toISOString(),
    allowed_addresses: ['203.0.113.0/24', '2001:DB8::1'],
  });
  expect(secret).toMatch(/^adl_[\w-]{43}$/);
  expect(key.prefix).toBe(secret.slice(0, 12));
  expect(key.allowed_addresses).toEqual(['203.0.113.0/24', '2001:db8::1']);

  const [row] = await server.db.query<Record<string, unknown>>(
    'SELECT * FROM api_keys WHERE id = $1',
    [key.id],
  );
  expect(row?.secret_hash).toBe(tokenHash(secret));
  expect(Object.values(row ?? {})).not.toContain(secret);

  const listed = await list(server.token);
  expect(listed).toEqual([key]);
  expect(JSON.stringify(listed)).not.toContain(secret);
  expect(JSON.stringify(listed)).not.toContain(tokenHash(secret));
});

test('a revoked key leaves the list at once and answers 401 on its next call', async () => {
  const { key, secret } = await createKey(server.token);
  const before = await server.request('POST', '/v1/meta/ads/search', { token: secret, body: {} });
  expect(before.status).toBe(200);

  const revoked = await server.request('DELETE', `/v1/user/api-keys/${key.id}`, {
    token: server.token,
  });
  expect(revoked.status).toBe(200);
  expect(await list(server.token)).toEqual([]);

  const after = await server.request('POST', '/v1/meta/ads/search', { token: secret, body: {} });
  expect(after.status).toBe(401);
  expect(expectErrorMeta(after.json).message).toBe('This API key was revoked');
});

test("a user neither sees nor revokes another user's key", async () => {
  const { key, secret } = await createKey(server.token);
  const other = await server.login('free@adlens.test');
  expect(await list(other)).toEqual([]);
  const refused = await server.request('DELETE', `/v1/user/api-keys/${key.id}`, { token: other });
  expect(refused.status).toBe(404);
  const still = await server.request('POST', '/v1/meta/ads/search', { token: secret, body: {} });
  expect(still.status).toBe(200);
});

test('a key can neither manage keys nor change the password', async () => {
  const { key, secret } = await createKey(server.token, {
    scopes: ['ads:read', 'ads:detail', 'bookmarks:write', 'follows:write', 'exports'],
  });
  const attempts = [
    await create(secret),
    await server.request('GET', '/v1/user/api-keys', { token: secret }),
    await server.request('DELETE', `/v1/user/api-keys/${key.id}`, { token: secret }),
    await server.request('PATCH', '/v1/user/profile/password', {
      token: secret,
      body: { current_password: 'adlens-demo', password: 'A-new-pass-1234' },
    }),
  ];
  for (const attempt of attempts) {
    expect(attempt.status).toBe(403);
    expect(expectErrorMeta(attempt.json).message).toMatch(/API keys cannot call this endpoint/);
  }
  expect(await list(server.token)).toHaveLength(1);
});

test(`a user holds at most ${MAX_LIVE_API_KEYS} live keys; a revoked or expired one frees a place`, async () => {
  const keys = [];
  for (let index = 0; index < MAX_LIVE_API_KEYS; index += 1)
    keys.push((await createKey(server.token, { name: `key ${index}` })).key);
  const over = await create(server.token);
  expect(over.status).toBe(409);
  expect(expectErrorMeta(over.json).message).toMatch(/revoke one/);

  await server.request('DELETE', `/v1/user/api-keys/${keys[0]?.id}`, { token: server.token });
  await createKey(server.token, {
    expires_at: new Date(server.clock.now.getTime() + 60_000).toISOString(),
  });
  expect((await create(server.token)).status).toBe(409);
  server.clock.now = new Date(server.clock.now.getTime() + 120_000);
  expect((await create(server.token)).status).toBe(200);
});

test('an allow-list entry that is no address, or an expiry in the past, is refused by field', async () => {
  const badList = await create(server.token, {
    allowed_addresses: ['10.0.0.0/8', 'example.com', '10.1.2.3/33'],
  });
  expect(badList.status).toBe(422);
  const listMeta = expectErrorMeta(badList.json);
  expect(listMeta).toMatchObject({ field: 'allowed_addresses' });
  expect(listMeta.message).toBe('Not an IP address or CIDR block: "example.com", "10.1.2.3/33"');

  const past = await create(server.token, {
    expires_at: new Date(server.clock.now.getTime() - 1000).toISOString(),
  });
  expect(past.status).toBe(422);
  expect(expectErrorMeta(past.json)).toMatchObject({ field: 'expires_at' });

  const unknownScope = await create(server.token, { scopes: ['admin'] });
  expect(unknownScope.status).toBe(422);
  expect(await list(server.token)).toEqual([]);
});
