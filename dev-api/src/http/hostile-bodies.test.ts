import { AVATAR_MAX_BYTES } from '@adlens/shared-contracts';
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
    { numRuns: 150 },
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
