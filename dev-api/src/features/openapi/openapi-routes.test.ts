import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openApiDocument } from '@adlens/shared-contracts/openapi';
import { Hono } from 'hono';
import { useTestServer } from '../../testing/use-test-server';

const server = useTestServer({ signIn: true });

/** As main.ts and the production-like server mount the API: under `/api`. */
function mounted() {
  return new Hono().route('/api', server.app);
}

// The kept validator is ESM only and reads its schemas beside `import.meta.url`, which this suite's
// CommonJS transform cannot give it: it runs in a node of its own, fed the document on stdin.
const VALIDATE = `
import { Validator } from '@seriousme/openapi-schema-validator';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const validator = new Validator();
const result = await validator.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
`;

/** The kept validator checks a document against the OpenAPI schema of its own `openapi` version. */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown; version: string } {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', VALIDATE], {
    cwd: path.resolve(__dirname, '../../..'),
    input: JSON.stringify(document),
    env: { PATH: process.env.PATH },
  });
  return JSON.parse(output.toString('utf8'));
}

describe('GET /api/openapi.json', () => {
  it('serves the document generated from the contract, publicly and cacheably', async () => {
    const response = await mounted().request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=86400');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('answers the same document to a signed-in caller: nothing in it is of a user', async () => {
    const anonymous = await (await mounted().request('/api/openapi.json')).text();
    const signedIn = await mounted().request('/api/openapi.json', {
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(await signedIn.text()).toBe(anonymous);
    expect(anonymous).not.toContain(server.token);
    // A key's secret is `adl_` and 43 base64url characters: none may ever be in the document.
    expect(anonymous).not.toMatch(/adl_[A-Za-z0-9_-]{43}/);
  });

  it('answers 304 to a revalidation with its ETag', async () => {
    const first = await mounted().request('/api/openapi.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await mounted().request('/api/openapi.json', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('validates as OpenAPI 3.1', async () => {
    const response = await mounted().request('/api/openapi.json');
    const result = validateOpenApi(await response.json());
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: '3.1' });
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const broken = JSON.parse(JSON.stringify(openApiDocument()));
    // OpenAPI 2's body parameter has no place in 3.1.
    broken.paths['/v1/{platform}/ads/search'].post.parameters[0].in = 'body';
    const result = validateOpenApi(broken);
    expect(result.valid).toBe(false);
  });
});
