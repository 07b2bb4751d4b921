import fc from 'fast-check';
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
