import { type Endpoint, errorBodySchema } from '@adlens/shared-contracts';
import { publicContractExports } from '@adlens/shared-contracts/openapi';
import fc from 'fast-check';
import { z } from 'zod';
import { useTestServer } from '../testing/use-test-server';

/**
 * Every write endpoint of the contract under hostile input: malformed, oversized and wrongly typed
 * bodies, and hostile query strings. Each answers 4xx with error meta, never 5xx, and the data
 * stays as it was.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'body' in value &&
    'data' in value
  );
}

/** Write endpoints that take a body (the others have no input to be hostile with). */
const contractExports: unknown[] = Object.values(publicContractExports());
const writeEndpoints = contractExports
  .filter(isEndpoint)
  .filter((endpoint) => WRITE_METHODS.has(endpoint.method))
  .filter((endpoint) => !(endpoint.body instanceof z.core.$ZodUndefined));

/** Path params filled with values that exist in the seed, so validation is what gets exercised. */
function concretePath(template: string): string {
  return template
    .replace('{platform}', 'meta')
    .replace('{gateway}', 'stripe')
    .replace(/\{[a-z_]+\}/g, '1');
}

const malformedText = fc.constantFrom(
  '{"name":',
  'not json at all',
  '',
  'null',
  '[]',
  '"a string"',
  '42',
  '{"__proto__":{"admin":true}}',
);

const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.string({ maxLength: 8 }),
);

/** Whether a body text is one the endpoint's schema refuses (so the server must refuse it too). */
function isInvalidFor(endpoint: Endpoint, text: string): boolean {
  // The server reads an empty body as no body.
  if (text.trim() === '')
    return !endpoint.body.safeParse(undefined).success && !endpoint.body.safeParse({}).success;
  try {
    return !endpoint.body.safeParse(JSON.parse(text)).success;
  } catch {
    return true;
  }
}

/** An object body whose known fields hold values of the wrong type. */
function wronglyTyped(endpoint: Endpoint) {
  const shape =
    endpoint.body instanceof z.core.$ZodObject
      ? Object.keys(endpoint.body._zod.def.shape)
      : ['value'];
  return fc
    .record(Object.fromEntries(shape.map((key) => [key, wrongValue])))
    .map((body) => JSON.stringify(body));
}

/** Every known field holds a 300 KB string. */
function oversized(endpoint: Endpoint): string {
  const shape =
    endpoint.body instanceof z.core.$ZodObject
      ? Object.keys(endpoint.body._zod.def.shape)
      : ['value'];
  const huge = 'x'.repeat(300_000);
  return JSON.stringify(Object.fromEntries(shape.map((key) => [key, huge])));
}

const hostileQuery = fc.constantFrom(
  '',
  '?page=-1&per_page=100000000',
  '?redirect=//evil.example&refId=%00%ff',
  '?__proto__[admin]=1&constructor=x',
  `?q=${'%27'.repeat(2000)}`,
);

const server = useTestServer({ signIn: true });

/** Tables a request may legitimately touch without changing data (sign-in tokens). */
const VOLATILE_TABLES = new Set(['auth_tokens']);

/** A checksum of every table's rows: equal before and after means no data changed. */
async function dataChecksum(): Promise<string> {
  const tables = await server.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
  );
  const sums = await Promise.all(
    tables
      .filter(({ name }) => !VOLATILE_TABLES.has(name))
      .map(async ({ name }) => {
        const [row] = await server.db.query<{ sum: string | null }>(
          `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM "${name}" t`,
        );
        return `${name}:${row?.sum ?? ''}`;
      }),
  );
  return sums.join(',');
}

async function expectRefused(method: string, url: string, rawBody: string): Promise<void> {
  const response = await server.request(method, url, { token: server.token, rawBody });
  const outcome = response.status >= 400 && response.status < 500 ? '4xx' : response.status;
  const request = `${method} ${url} ${rawBody.slice(0, 80)}`;
  expect({ request, outcome }).toEqual({ request, outcome: '4xx' });
  expect(errorBodySchema.safeParse(response.json).success).toBe(true);
}

it('covers the contract’s write endpoints', () => {
  expect(writeEndpoints.length).toBeGreaterThan(20);
});

it('sees a change of data in its checksum (so an unchanged checksum means something)', async () => {
  const before = await dataChecksum();
  await server.request('POST', '/v1/bookmark/collections/platform/meta', {
    token: server.token,
    body: { name: 'Checksum probe' },
  });
  const after = await dataChecksum();
  await server.db.query("DELETE FROM collections WHERE name = 'Checksum probe'");
  expect(after).not.toBe(before);
  expect(await dataChecksum()).toBe(before);
});

it.each(writeEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]))(
  '%s refuses hostile input with 4xx and error meta, and changes no data',
  async (_name, endpoint) => {
    const before = await dataChecksum();
    const url = concretePath(endpoint.path);
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(malformedText, wronglyTyped(endpoint))
          .filter((body) => isInvalidFor(endpoint, body)),
        hostileQuery,
        async (body, query) => expectRefused(endpoint.method, `${url}${query}`, body),
      ),
      // A fixed seed: every run checks the same cases (nothing passes or fails by chance).
      { numRuns: 12, seed: 42 },
    );
    await expectRefused(endpoint.method, url, oversized(endpoint));
    expect(await dataChecksum()).toBe(before);
  },
);
