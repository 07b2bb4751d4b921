import { randomBytes } from 'node:crypto';
import type { ApiKeyScope, Endpoint, EndpointAccess } from '@adlens/shared-contracts';
import {
  API_KEY_SCOPES,
  apiKeyScopeOf,
  buildEndpointPath,
  paymentGatewayEndpoint,
} from '@adlens/shared-contracts';
import {
  PRINCIPALS,
  type Principal,
  expectedAnswer,
  isRefusal,
} from '../testing/access-expectations';
import { contractEndpoints } from '../testing/contract-endpoints';
import { createStandinProvider } from '../oauth-provider/standin-provider';
import { revokeAllBut, tokenHash } from '../features/auth/tokens';
import { useTestServer } from '../testing/use-test-server';
import { newApiKeySecret } from '../features/apikeys/api-key-secrets';
import { callbackBody } from '../testing/gateway-callbacks';
import { EXAMPLES, type ExampleRequest } from './access-matrix.examples';

/**
 * The attacker's matrix: every endpoint of the contract, sent by every kind of caller, must answer
 * what its declared access promises. The expectations come from the declaration alone, so a route
 * that enforces something else (or nothing) fails here, as does an endpoint without a declaration
 * or without an example.
 */

const PROVIDER_URL = 'http://provider.test';
const standin = createStandinProvider();

// Limits and maintenance are other layers; the matrix looks at access only.
const server = useTestServer({
  settings: { rateLimitPerMinute: 0, maintenance: false },
  // The API's server-to-server calls reach the stand-in provider in process.
  oauthProvider: {
    url: PROVIDER_URL,
    fetch: (input, init) => Promise.resolve(standin.request(String(input), init)),
  },
});
const endpoints = contractEndpoints();

function isAccess(value: unknown): value is EndpointAccess {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  return value.kind === 'public' || value.kind === 'signed-in';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh copy of a seeded account, so that one endpoint's writes never reach another's. */
async function copyOfAccount(where: string, params: unknown[]) {
  const suffix = randomBytes(5).toString('hex');
  const [row] = await server.db.query<{ id: number; email: string }>(
    `INSERT INTO users (email, name, password_hash, email_confirmed, plan_id, credits, used_credits,
       renews_at, saved_device, allowed_routes, blocked_routes, is_new_user, active_platform, referral_code)
     SELECT 'matrix-' || $1 || '-' || email, name, password_hash, email_confirmed, plan_id, credits,
       used_credits, renews_at, saved_device, allowed_routes, blocked_routes, is_new_user,
       active_platform, upper($1)
     FROM users WHERE ${where} ORDER BY id LIMIT 1
     RETURNING id, email`,
    [suffix, ...params],
  );
  if (!row) throw new Error(`no seeded account matches ${where} ${JSON.stringify(params)}`);
  return row;
}

async function sessionToken(userId: number, expiresInMs: number): Promise<string> {
  const token = `matrix-${randomBytes(18).toString('base64url')}`;
  const now = server.clock.now.getTime();
  await server.db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, kind, expires_at, created_at) VALUES ($1, $2, 'session', $3, $4)`,
    [
      tokenHash(token),
      userId,
      new Date(now + expiresInMs).toISOString(),
      new Date(now - DAY_MS).toISOString(),
    ],
  );
  return token;
}

/** An API key of the user with these scopes (revoked when asked), as its bearer secret. */
async function apiKeySecret(userId: number, scopes: readonly ApiKeyScope[], revoked: boolean) {
  const { secret, prefix } = newApiKeySecret();
  await server.db.query(
    `INSERT INTO api_keys (user_id, name, scopes, secret_hash, prefix, created_at, revoked_at)
     VALUES ($1, 'matrix', $2, $3, $4, $5, $6)`,
    [
      userId,
      scopes,
      tokenHash(secret),
      prefix,
      server.clock.now.toISOString(),
      revoked ? server.clock.now.toISOString() : null,
    ],
  );
  return secret;
}

/**
 * The callers of one endpoint: the owner, and the accounts and credentials of the attacks. The
 * wrong-scope key holds every scope but the one `endpoint` needs (all of them for an endpoint
 * no key may call).
 */
async function principalsFor(access: EndpointAccess, endpoint?: unknown) {
  const demo = 'email = $2';
  const owner = await copyOfAccount(demo, ['demo@adlens.test']);
  const other = await copyOfAccount(demo, ['demo@adlens.test']);
  const free = await copyOfAccount('email = $2', ['free@adlens.test']);
  // The seeded account blocked for the endpoint's route group (or any blocked one).
  const area = access.kind === 'signed-in' ? access.area : undefined;
  const blocked = await copyOfAccount(
    area ? '$2 = ANY(blocked_routes) AND email_confirmed' : "blocked_routes <> '{}'",
    area ? [area] : [],
  );
  const ownerToken = await sessionToken(owner.id, DAY_MS);
  const needed = endpoint ? apiKeyScopeOf(endpoint as Endpoint) : null;
  // Another browser of the owner, signed out when the owner changed the password from this one.
  const ended = await sessionToken(owner.id, DAY_MS);
  await revokeAllBut(server.db, owner.id, ownerToken);
  const headers: Record<Principal, Record<string, string>> = {
    owner: { authorization: `Bearer ${ownerToken}` },
    anonymous: {},
    'other-user': { authorization: `Bearer ${await sessionToken(other.id, DAY_MS)}` },
    'free-plan': { authorization: `Bearer ${await sessionToken(free.id, DAY_MS)}` },
    blocked: { authorization: `Bearer ${await sessionToken(blocked.id, DAY_MS)}` },
    'expired-token': { authorization: `Bearer ${await sessionToken(owner.id, -60_000)}` },
    'cookie-only': { cookie: `auth_token=${await sessionToken(owner.id, DAY_MS)}` },
    'stored-token': { authorization: `Bearer ${tokenHash(ownerToken)}` },
    'ended-by-password-change': { authorization: `Bearer ${ended}` },
    'wrong-scope-key': {
      authorization: `Bearer ${await apiKeySecret(
        owner.id,
        API_KEY_SCOPES.filter((scope) => scope !== needed),
        false,
      )}`,
    },
    'revoked-key': {
      authorization: `Bearer ${await apiKeySecret(owner.id, API_KEY_SCOPES, true)}`,
    },
  };
  return { owner, headers };
}

/** The owner's browser through a provider sign-in, up to its return to `/oauth`. */
async function providerReturn(email: string) {
  const started = await server.raw('http://localhost:3000/v1/auth/oauth/google', { method: 'GET' });
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const authorize = new URL(((await started.json()) as { data: { url: string } }).data.url);
  const consent = new URLSearchParams({
    state: authorize.searchParams.get('state') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    provider: 'google',
    email,
    decision: 'allow',
  });
  const answer = await standin.request(`${PROVIDER_URL}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: consent.toString(),
  });
  const back = new URL(answer.headers.get('location') ?? '');
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    cookie,
  };
}

/**
 * Where each caller sends from: a key's program runs on a machine of its own (documentation
 * addresses), so the per-address throttles of the public endpoints (code mails) are not spent
 * twice more on the matrix's one address.
 */
const ADDRESSES: Partial<Record<Principal, string>> = {
  'wrong-scope-key': '192.0.2.10',
  'revoked-key': '192.0.2.11',
};

async function send(
  endpoint: { method: string; path: string },
  request: ExampleRequest,
  headers: Record<string, string>,
  address?: string,
) {
  const path = buildEndpointPath(endpoint.path, request.params);
  const search = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const cookie = [headers.cookie, request.cookie].filter(Boolean).join('; ');
  const withCookies = cookie ? { ...headers, cookie } : headers;
  const init: RequestInit = { method: endpoint.method, headers: { ...withCookies } };
  if (request.form) init.body = request.form();
  else if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    init.headers = { ...withCookies, 'content-type': 'application/json' };
  }
  const response = await server.raw(`${path}${search}`, {
    ...init,
    ...(address ? { address } : {}),
  });
  const text = await response.text();
  let meta: { action?: string; code?: number } | null = null;
  try {
    const json = JSON.parse(text) as { meta?: { action?: string; code?: number } };
    meta = json.meta ?? null;
  } catch {
    // Not JSON: no meta to compare.
  }
  return {
    status: response.status,
    meta,
    text: text.slice(0, 200),
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type') ?? '',
  };
}

test('every endpoint of the contract declares its access and has an example request', () => {
  expect(endpoints.length).toBeGreaterThan(0);
  expect(
    endpoints.filter(({ endpoint }) => !isAccess(endpoint.access)).map(({ name }) => name),
  ).toEqual([]);
  expect(endpoints.filter(({ name }) => !EXAMPLES[name]).map(({ name }) => name)).toEqual([]);
  // An example for an endpoint that no longer exists is a stale row.
  const names = new Set(endpoints.map(({ name }) => name));
  expect(Object.keys(EXAMPLES).filter((name) => !names.has(name))).toEqual([]);
});

/**
 * Owner rules a handler enforces that the contract cannot declare yet: a new owned resource is a
 * major version of the contract (decision 0052), so `revokeApiKeyEndpoint` checks the key's owner
 * in its query (decision 0057). Its expectations are those the declaration would give.
 */
function ownerRuleOfHandler(name: string, access: EndpointAccess): EndpointAccess {
  if (name !== 'revokeApiKeyEndpoint' || access.kind !== 'signed-in') return access;
  return { ...access, owner: { param: 'id', resource: 'collection' } };
}

describe.each(endpoints)('$name', ({ name, endpoint }) => {
  test(`answers each caller as its declared access says`, async () => {
    const example = EXAMPLES[name];
    if (!isAccess(endpoint.access) || !example) throw new Error(`${name}: no access or example`);
    const access = ownerRuleOfHandler(name, endpoint.access);
    const { owner, headers } = await principalsFor(access, endpoint);
    const mismatches: string[] = [];
    // The owner goes last: its example must still succeed after every attack on it.
    for (const principal of [...PRINCIPALS.filter((p) => p !== 'owner'), 'owner' as const]) {
      const request = await example({
        db: server.db,
        owner,
        now: server.clock.now,
        unique: randomBytes(5).toString('hex'),
        providerReturn: () => providerReturn(owner.email),
      });
      const answer = await send(endpoint, request, headers[principal], ADDRESSES[principal]);
      const expected = expectedAnswer(access, principal);
      const refused = isRefusal(answer.status, answer.meta);
      const matches =
        expected.kind === 'ok'
          ? answer.status === 200
          : expected.kind === 'allowed'
            ? !refused && answer.status < 500
            : answer.status === expected.refusal.status &&
              answer.meta?.action === expected.refusal.action &&
              answer.meta.code === expected.refusal.code;
      if (!matches) {
        mismatches.push(
          `${principal}: expected ${JSON.stringify(expected)}, got ${answer.status} ${answer.text}`,
        );
      }
      // No cache keeps an answer (tokens, secrets, a user's data); media bytes may (decision 0049).
      const cacheableMedia =
        answer.cacheControl?.startsWith('public, ') && !answer.contentType.includes('json');
      if (answer.cacheControl !== 'no-store' && !cacheableMedia)
        mismatches.push(`${principal}: Cache-Control ${answer.cacheControl ?? 'missing'}`);
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * Doors outside the contract (issue 42): the payment callback settles only on the gateway's
 * signature (decision 0047), whoever sends it and whatever credential comes along, and the old
 * dev checkout with its pay button is gone from the API.
 */
describe('payment callback and the old checkout', () => {
  test('no caller settles a payment without the gateway signature', async () => {
    const { headers } = await principalsFor(paymentGatewayEndpoint.access);
    const started = await server.raw('/v1/payment/gateway/stripe', {
      method: 'POST',
      headers: { ...headers.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'basic' }),
    });
    const { data } = (await started.json()) as { data: { payment_id: string } };
    const body = callbackBody({
      payment_id: data.payment_id,
      outcome: 'paid',
      amount: '49.00',
      currency: 'EUR',
    });
    const answers: string[] = [];
    for (const principal of PRINCIPALS) {
      const callback = await server.raw('/v1/payment/callback/stripe', {
        method: 'POST',
        headers: { ...headers[principal], 'content-type': 'application/json' },
        body,
      });
      const pay = await server.raw(`/v1/payment/checkout/${data.payment_id}/pay`, {
        method: 'POST',
        headers: headers[principal],
      });
      answers.push(`${principal}: callback ${callback.status}, checkout pay ${pay.status}`);
    }
    expect(answers).toEqual(
      PRINCIPALS.map((principal) => `${principal}: callback 401, checkout pay 404`),
    );
    const [payment] = await server.db.query<{ status: string }>(
      'SELECT status FROM payments WHERE id = $1',
      [data.payment_id],
    );
    expect(payment?.status).toBe('pending');
  });
});

/**
 * Issue 42: a path parameter beyond int4 (2147483648) answered 500 where a route read an id with a
 * schema of its own or cast it in SQL. Each path parameter of each endpoint in turn, the others
 * as the example has them, sent by the owner: a 404 or 422 in the error envelope, never a 5xx.
 */
const BEYOND_INT4 = '2147483648';
const withPathParams = endpoints.filter(({ endpoint }) => /\{\w+\}/.test(endpoint.path));

describe.each(withPathParams)('$name with a path parameter beyond int4', ({ name, endpoint }) => {
  test('answers 404 or 422 with the error envelope', async () => {
    const example = EXAMPLES[name];
    if (!isAccess(endpoint.access) || !example) throw new Error(`${name}: no access or example`);
    const { owner, headers } = await principalsFor(endpoint.access);
    const answers: string[] = [];
    for (const [, param] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
      const request = await example({
        db: server.db,
        owner,
        now: server.clock.now,
        unique: randomBytes(5).toString('hex'),
        providerReturn: () => providerReturn(owner.email),
      });
      const params = { ...request.params, [param ?? '']: BEYOND_INT4 };
      const answer = await send(endpoint, { ...request, params }, headers.owner);
      answers.push(`${param}: ${answer.status} ${answer.meta?.code ?? answer.text}`);
    }
    expect(answers.filter((line) => !/: (404 404|422 422)$/.test(line))).toEqual([]);
  });
});

test.each([
  '/v1/user/avatar/2147483648',
  `/v1/landing/download/2147483648/file?token=${'x'.repeat(32)}`,
])('the raw route %s answers an id beyond int4 with the error envelope', async (path) => {
  const response = await server.raw(path, { method: 'GET' });
  const body = (await response.json()) as { meta?: { code?: number } };
  expect([response.status, body.meta?.code]).toEqual([404, 404]);
});
