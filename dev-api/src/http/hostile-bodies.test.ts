import {
  AVATAR_MAX_BYTES,
  adSearchBodySchema,
  errorBodySchema,
  filterRuleBreach,
  searchFiltersEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import fc from 'fast-check';
import { expectErrorMeta } from '../testing/test-server';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer({ signIn: true });

const targets = [
  ['POST', '/v1/auth/login'],
  ['POST', '/v1/auth/register'],
  ['POST', '/v1/meta/ads/search'],
  ['POST', '/v1/filters/x/saved'],
  ['POST', '/v1/bookmark/collections/platform/meta'],
  ['PATCH', '/v1/bookmark/collections/1'],
  ['POST', '/v1/bookmark/platform/meta/ads/1'],
] as const;

test('hostile bodies get a 4xx error body, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...targets),
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
        fc
          .record({
            page: fc.anything(),
            per_page: fc.anything(),
            keyword: fc.anything(),
            name: fc.anything(),
          })
          .map((v) => JSON.stringify(v) ?? '{}'),
      ),
      async ([method, path], rawBody) => {
        const response = await server.request(method, path, { token: server.token, rawBody });
        // Some bodies are valid (e.g. `{}` for a search): those answer 200.
        expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(
          true,
        );
      },
    ),
    // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
    { numRuns: 150, seed: 42 },
  );
});

/** A 100 MB body made on demand, counting what the server pulled from it. */
function hugeStream(totalBytes = 100 * 1024 * 1024) {
  const chunk = new TextEncoder().encode(`{"keyword":"${'x'.repeat(64 * 1024 - 14)}`);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= totalBytes) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled };
}

const JSON_LIMIT = 256 * 1024;

test('a streamed 100 MB body is refused with 413 once past the limit, not read whole', async () => {
  const { body, pulled } = hugeStream();
  const response = await server.raw('/v1/meta/ads/search', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  });
  expect(response.status).toBe(413);
  expect(expectErrorMeta(await response.json()).message).toBe('The request body is too large');
  // The stream may run a chunk or two ahead of the reader; never far past the limit.
  expect(pulled.bytes).toBeLessThan(JSON_LIMIT + 4 * 64 * 1024);
});

test('a declared Content-Length over the limit is refused before the body is read', async () => {
  const { body, pulled } = hugeStream();
  const response = await server.raw('/v1/meta/ads/search', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
    body,
    duplex: 'half',
  });
  expect(response.status).toBe(413);
  expect(pulled.bytes).toBeLessThan(4 * 64 * 1024);
});

test('the limit counts bytes, not characters', async () => {
  // 100 000 three-byte characters: 300 KB of UTF-8 in a string of 100 000 characters.
  const rawBody = JSON.stringify({ keyword: '€'.repeat(100_000) });
  const response = await server.request('POST', '/v1/meta/ads/search', {
    token: server.token,
    rawBody,
  });
  expect(response.status).toBe(413);
});

test('a streamed 100 MB avatar upload is refused with 413 near the avatar limit', async () => {
  const { body, pulled } = hugeStream();
  const response = await server.raw('/v1/user/profile/avatar', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
    duplex: 'half',
  });
  expect(response.status).toBe(413);
  expect(expectErrorMeta(await response.json())).toMatchObject({ field: 'avatar' });
  expect(pulled.bytes).toBeLessThan(AVATAR_MAX_BYTES + 128 * 1024 + 4 * 64 * 1024);
});

describe('edge values are refused with 4xx and error meta, as the contract decides', () => {
  const NUL = '\u0000';
  const cases: [string, string, string, unknown][] = [
    ['NUL in the keyword', 'POST', '/v1/meta/ads/search', { keyword: `shoe${NUL}s` }],
    ['NUL in a list value', 'POST', '/v1/meta/ads/search', { countries: [`U${NUL}S`] }],
    ['NUL in an unknown key', 'POST', '/v1/meta/ads/search', { [`x${NUL}`]: 1 }],
    ['NUL in a collection name', 'POST', '/v1/bookmark/collections/platform/meta', { name: NUL }],
    ['NUL in a saved filter', 'POST', '/v1/filters/meta/saved', { name: `a${NUL}`, filters: {} }],
    ['NUL in an e-mail', 'POST', '/v1/auth/login', { email: `a${NUL}@b.c`, password: 'x' }],
    ['an impossible date', 'POST', '/v1/meta/ads/search', { first_seen: { from: '2026-02-30' } }],
    ['days running past int32', 'POST', '/v1/meta/ads/search', { days_running: { min: 1e12 } }],
    ['a fractional day count', 'POST', '/v1/meta/ads/search', { days_running: { max: 1.5 } }],
    [
      'an engagement bound past 2^53',
      'POST',
      '/v1/meta/ads/search',
      { engagement: { likes: { min: 1e20 } } },
    ],
    [
      'an ad id past int32',
      'POST',
      '/v1/platform/shared/ads',
      { platform: 'meta', ad_id: 2 ** 31 },
    ],
    [
      'collection ids past int32',
      'POST',
      '/v1/bookmark/platform/meta/ads/1',
      { collection_ids: [2 ** 31] },
    ],
  ];
  test.each(cases)('%s', async (_name, method, path, body) => {
    const response = await server.request(method, path, { token: server.token, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(expectErrorMeta(response.json).code).toBe(response.status);
  });

  test.each([
    '/v1/meta/ads/2147483648',
    '/v1/meta/ads/2147483648/preview',
    '/v1/platform/url-chain/99999999999',
    '/v1/meta/ads/1/engagements?from=2026-02-30',
    `/v1/meta/ads/suggestions?q=a${encodeURIComponent(NUL)}`,
    `/v1/bookmark/collections/platform/meta?keyword=${encodeURIComponent(NUL)}`,
    '/v1/bookmark/collections/platform/meta?collection_id=2147483648',
    `/v1/meta/shared/ads/abcdefgh${encodeURIComponent(NUL)}`,
  ])('GET %s', async (path) => {
    const response = await server.request('GET', path, { token: server.token });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(errorBodySchema.safeParse(response.json).success).toBe(true);
  });
});

test('the server takes exactly the search bodies the contract takes (so the UI and server agree)', async () => {
  const edgeNumber = fc.oneof(
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom(2 ** 31 - 1, 2 ** 31, 1e12, Number.MAX_SAFE_INTEGER, 1e20, 0.5),
  );
  const edgeDate = fc.oneof(
    fc.constantFrom(
      '2026-02-28',
      '2026-02-29',
      '2026-02-30',
      '2024-02-29',
      '2026-13-01',
      '0000-00-00',
    ),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  );
  const edgeText = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constant('a\u0000b'),
    fc.constant('50%_\\'),
  );
  const served = successBodySchema(searchFiltersEndpoint.data).parse(
    (await server.request('GET', '/v1/filters/meta/search', { token: server.token })).json,
  ).data;
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          keyword: edgeText,
          days_running: fc.record({ min: edgeNumber, max: edgeNumber }, { requiredKeys: [] }),
          engagement: fc.record({ likes: fc.record({ min: edgeNumber }) }),
          first_seen: fc.record({ from: edgeDate, to: edgeDate }, { requiredKeys: [] }),
          countries: fc.array(edgeText, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      async (body) => {
        const response = await server.request('POST', '/v1/meta/ads/search', {
          token: server.token,
          body: { ...body, per_page: 1 },
        });
        const parsed = adSearchBodySchema.safeParse({ ...body, per_page: 1 });
        // Valid filters may still break the plan and conflict rules of the served filter set.
        const accepted = parsed.success && filterRuleBreach(parsed.data, served) === null;
        const { status } = response;
        const outcome = status === 200 ? 'ok' : status >= 400 && status < 500 ? '4xx' : status;
        expect({ body, outcome }).toEqual({ body, outcome: accepted ? 'ok' : '4xx' });
      },
    ),
    // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
    { numRuns: 120, seed: 42 },
  );
});
