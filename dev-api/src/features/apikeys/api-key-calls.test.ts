import {
  adDetailDryRunEndpoint,
  adDetailEndpoint,
  adPreviewEndpoint,
  adSearchEndpoint,
  createApiKeyEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { createApp } from '../../app';
import { parseTrustedProxies } from '../../http/client-address';
import { expectErrorMeta } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

/**
 * A key acts as its user under the same rules as the session, limited by its scopes, address
 * list and expiry, and metered per key (decision 0057).
 */
const server = useTestServer({ per: 'test', signIn: true });

async function keyFor(session: string, body: Record<string, unknown>): Promise<string> {
  const response = await server.request('POST', '/v1/user/api-keys', {
    token: session,
    body: { name: 'a program', ...body },
  });
  expect(response.status).toBe(200);
  return successBodySchema(createApiKeyEndpoint.data).parse(response.json).data.secret;
}

const search = (token: string, address?: string) =>
  server.request('POST', '/v1/meta/ads/search', {
    token,
    body: { per_page: 5 },
    ...(address ? { address } : {}),
  });

/** A meta ad the demo user has not paid to view yet. */
async function unpaidAd(): Promise<number> {
  const found = successBodySchema(adSearchEndpoint.data).parse((await search(server.token)).json);
  for (const ad of found.data.items) {
    const preview = await server.request('GET', `/v1/meta/ads/${ad.id}/preview`, {
      token: server.token,
    });
    if (successBodySchema(adPreviewEndpoint.data).parse(preview.json).data.cost > 0) return ad.id;
  }
  throw new Error('every ad of the first page is paid for');
}

async function usedCredits(email = 'demo@adlens.test'): Promise<number> {
  const [row] = await server.db.query<{ used_credits: number }>(
    'SELECT used_credits FROM users WHERE email = $1',
    [email],
  );
  return row?.used_credits ?? -1;
}

test('a key with ads:read searches as its user; a call outside its scopes is refused naming the scope', async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:read'] });
  expect((await search(secret)).status).toBe(200);

  const adId = await unpaidAd();
  const before = await usedCredits();
  const detail = await server.raw(`/v1/meta/ads/${adId}`, { method: 'GET', token: secret });
  expect(detail.status).toBe(403);
  expect(expectErrorMeta(await detail.json()).message).toBe(
    'This API key lacks the scope "ads:detail" this endpoint needs',
  );
  const bookmark = await server.request('POST', `/v1/meta/ads/bookmark/${adId}`, { token: secret });
  expect(bookmark.status).toBe(403);
  expect(expectErrorMeta(bookmark.json).message).toMatch(/"bookmarks:write"/);
  expect(await usedCredits()).toBe(before);
});

test('a made-up or expired key answers 401 (a revoked one: api-key-management.test.ts) with the error envelope', async () => {
  const madeUp = await search(`adl_${'A'.repeat(43)}`);
  expect(madeUp.status).toBe(401);
  expect(expectErrorMeta(madeUp.json)).toMatchObject({
    message: 'This API key is not valid',
    code: 401,
  });

  const expiresAt = new Date(server.clock.now.getTime() + 60_000);
  const secret = await keyFor(server.token, {
    scopes: ['ads:read'],
    expires_at: expiresAt.toISOString(),
  });
  expect((await search(secret)).status).toBe(200);
  server.clock.now = new Date(expiresAt.getTime() + 1);
  const expired = await search(secret);
  expect(expired.status).toBe(401);
  expect(expectErrorMeta(expired.json).message).toBe(
    `This API key expired at ${expiresAt.toISOString()}`,
  );
});

test('a key answers only from inside its allow-list', async () => {
  const secret = await keyFor(server.token, {
    scopes: ['ads:read'],
    allowed_addresses: ['203.0.113.0/24', '2001:db8::7'],
  });
  expect((await search(secret, '203.0.113.9')).status).toBe(200);
  expect((await search(secret, '::ffff:203.0.113.10')).status).toBe(200);
  expect((await search(secret, '2001:db8::7')).status).toBe(200);
  for (const outside of ['198.51.100.1', '2001:db8::8']) {
    const refused = await search(secret, outside);
    expect(refused.status).toBe(403);
    expect(expectErrorMeta(refused.json).message).toBe(
      'This API key may not be used from this address',
    );
  }
});

test("a key is held by its user's plan, route groups and paid views, as the session is", async () => {
  const free = await server.login('free@adlens.test');
  const freeKey = await keyFor(free, { scopes: ['exports'] });
  const exportCall = await server.request('POST', '/v1/landing/download', {
    token: freeKey,
    body: { platform: 'meta', filters: {} },
  });
  expect(exportCall.status).toBe(402);

  const blocked = await server.login('blocked@adlens.test');
  const blockedKey = await keyFor(blocked, { scopes: ['ads:read'] });
  const analytics = await server.request('GET', '/v1/meta/analytics', { token: blockedKey });
  const bySession = await server.request('GET', '/v1/meta/analytics', { token: blocked });
  expect(analytics.status).toBe(bySession.status);
  expect(analytics.json).toEqual(bySession.json);

  const detailKey = await keyFor(server.token, { scopes: ['ads:detail'] });
  const chain = await server.request('GET', `/v1/platform/url-chain/${await unpaidAd()}`, {
    token: detailKey,
  });
  expect(chain.status).toBe(402);
});

test('dry_run=1 tells the cost without charging; the charged view says what it used and left', async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:detail'] });
  const adId = await unpaidAd();
  const before = await usedCredits();

  const dryRun = await server.raw(`/v1/meta/ads/${adId}?dry_run=1`, {
    method: 'GET',
    token: secret,
  });
  expect(dryRun.status).toBe(200);
  const estimate = successBodySchema(adDetailDryRunEndpoint.data).parse(await dryRun.json()).data;
  expect(estimate.cost).toBe(1);
  expect(dryRun.headers.get('Adlens-Credits-Used')).toBe('0');
  expect(dryRun.headers.get('Adlens-Credits-Left')).toBe(String(estimate.credits_left));
  expect(await usedCredits()).toBe(before);

  const view = await server.raw(`/v1/meta/ads/${adId}`, { method: 'GET', token: secret });
  expect(view.status).toBe(200);
  const charged = successBodySchema(adDetailEndpoint.data).parse(await view.json()).data.credits;
  expect(charged.charged).toBe(1);
  expect(view.headers.get('Adlens-Credits-Used')).toBe('1');
  expect(view.headers.get('Adlens-Credits-Left')).toBe(String(estimate.credits_left - 1));
  expect(await usedCredits()).toBe(before + 1);

  const again = await server.raw(`/v1/meta/ads/${adId}?dry_run=1`, {
    method: 'GET',
    token: secret,
  });
  expect(successBodySchema(adDetailDryRunEndpoint.data).parse(await again.json()).data.cost).toBe(
    0,
  );
  const repeat = await server.raw(`/v1/meta/ads/${adId}`, { method: 'GET', token: secret });
  expect(repeat.headers.get('Adlens-Credits-Used')).toBe('0');
  expect(await usedCredits()).toBe(before + 1);

  const notOne = await server.request('GET', `/v1/meta/ads/${adId}?dry_run=true`, {
    token: secret,
  });
  expect(notOne.status).toBe(400);
  expect(await usedCredits()).toBe(before + 1);
});

test('a failed call costs no credit', async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:detail'] });
  const before = await usedCredits();
  const missing = await server.request('GET', '/v1/meta/ads/2000000000', { token: secret });
  expect(missing.status).toBe(404);
  expect(await usedCredits()).toBe(before);

  const poor = await server.login('nocredits@adlens.test');
  const poorKey = await keyFor(poor, { scopes: ['ads:detail'] });
  const poorBefore = await usedCredits('nocredits@adlens.test');
  const refused = await server.request('GET', `/v1/meta/ads/${await unpaidAd()}`, {
    token: poorKey,
  });
  expect(refused.status).toBe(402);
  expect(await usedCredits('nocredits@adlens.test')).toBe(poorBefore);
});

test('keyed answers carry the rate-limit fields, counting down to a 429 with Retry-After', async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:read'] });
  server.settings.rateLimitPerMinute = 4;
  const keyed = () =>
    server.raw('/v1/meta/ads/search', {
      method: 'POST',
      token: secret,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  const fields = (response: Response) => [
    response.status,
    response.headers.get('RateLimit-Policy'),
    response.headers.get('RateLimit'),
  ];
  const policy = '"key";q=4;w=60, "user";q=4;w=60';

  expect(fields(await keyed())).toEqual([200, policy, '"key";r=3;t=60, "user";r=3;t=60']);
  server.clock.now = new Date(server.clock.now.getTime() + 20_000);
  // The user's session spends from the same count as its keys.
  expect((await search(server.token)).status).toBe(200);
  expect(fields(await keyed())).toEqual([200, policy, '"key";r=2;t=40, "user";r=1;t=40']);
  // A refusal after the key is known is counted and carries the fields too.
  const wrongScope = await server.raw('/v1/meta/ads/1', { method: 'GET', token: secret });
  expect(fields(wrongScope)).toEqual([403, policy, '"key";r=1;t=40, "user";r=0;t=40']);

  const limited = await keyed();
  expect(fields(limited)).toEqual([429, policy, '"key";r=0;t=40, "user";r=0;t=40']);
  expect(limited.headers.get('Retry-After')).toBe('40');
  expect(expectErrorMeta(await limited.json()).code).toBe(429);

  server.clock.now = new Date(server.clock.now.getTime() + 40_000);
  expect(fields(await keyed())).toEqual([200, policy, '"key";r=3;t=60, "user";r=3;t=60']);
});

test('a use is recorded at most once a minute', async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:read'] });
  const lastUsed = async () => {
    const [row] = await server.db.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM api_keys ORDER BY id DESC LIMIT 1',
    );
    return row?.last_used_at?.toISOString() ?? null;
  };
  expect(await lastUsed()).toBeNull();
  const first = server.clock.now.toISOString();
  await search(secret);
  expect(await lastUsed()).toBe(first);
  server.clock.now = new Date(server.clock.now.getTime() + 30_000);
  await search(secret);
  expect(await lastUsed()).toBe(first);
  server.clock.now = new Date(server.clock.now.getTime() + 31_000);
  await search(secret);
  expect(await lastUsed()).toBe(server.clock.now.toISOString());
});

test("a key's limit holds across two API processes on one database, and under a burst", async () => {
  const secret = await keyFor(server.token, { scopes: ['ads:read'] });
  server.settings.rateLimitPerMinute = 4;
  // A second API process: its own context and memory, the same database (and clock).
  const second = createApp({
    db: server.db,
    settings: { rateLimitPerMinute: 4 },
    now: () => server.clock.now,
    webhooks: { background: false },
  }).app;
  const keyedOn = (app: typeof second) =>
    app.request(
      '/v1/meta/ads/search',
      {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: '{}',
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
  const answers = [];
  for (const app of [server.app, second, server.app, second, server.app])
    answers.push(await keyedOn(app));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429]);
  expect(answers[3]?.headers.get('RateLimit')).toBe('"key";r=0;t=60, "user";r=0;t=60');

  server.clock.now = new Date(server.clock.now.getTime() + 60_000);
  const burst = await Promise.all(
    Array.from({ length: 12 }, (_, index) => keyedOn(index % 2 === 0 ? server.app : second)),
  );
  expect(burst.filter((answer) => answer.status === 200)).toHaveLength(4);
  expect(burst.filter((answer) => answer.status === 429)).toHaveLength(8);
});

test('behind a trusted proxy the allow-list reads the forwarded address; from anyone else it does not', async () => {
  const secret = await keyFor(server.token, {
    scopes: ['ads:read'],
    allowed_addresses: ['203.0.113.0/24'],
  });
  const behindProxy = createApp({
    db: server.db,
    settings: { rateLimitPerMinute: 0 },
    now: () => server.clock.now,
    webhooks: { background: false },
    trustedProxies: parseTrustedProxies('10.0.0.2'),
  }).app;
  const from = (peer: string, forwardedFor: string) =>
    behindProxy.request(
      '/v1/meta/ads/search',
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
        },
        body: '{}',
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );
  expect((await from('10.0.0.2', '203.0.113.5')).status).toBe(200);
  expect((await from('10.0.0.2', '203.0.113.5, 198.51.100.1')).status).toBe(403);
  // A direct caller writes what it likes in the header: only its own address counts.
  expect((await from('198.51.100.1', '203.0.113.5')).status).toBe(403);
});
