/**
 * @jest-environment node
 */
import { z } from 'zod/mini';
import * as core from '../index';
import { apiKeyScopeOf } from '../api/api-key-scopes';
import { type Endpoint, successBodySchema } from '../api/endpoint';
import { errorBodySchema } from '../errors/error-meta';
import { CONTRACT_JSON_SCHEMA_OPTIONS } from './contract-json-schema';
import { openApiDocument, tagOf } from './openapi-document';
import { servedOpenApiDocumentSchema } from './served-document';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-types';

// The contract's endpoints as this test finds them, independently of the generator: every
// endpoint object the core entry exports, by its export name.
const endpoints: [string, Endpoint][] = Object.entries(core as Record<string, unknown>)
  .filter(
    (entry): entry is [string, Endpoint] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      'access' in entry[1] &&
      'path' in entry[1],
  )
  .map(([name, endpoint]) => [name.replace(/Endpoint$/, ''), endpoint]);

/** What zod itself writes for a contract schema. */
function zodJson(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, CONTRACT_JSON_SCHEMA_OPTIONS);
  return json;
}

function declared(schema: z.ZodMiniType): boolean {
  return schema._zod.def.type !== 'undefined';
}

/** The schema, or one of the alternatives of an operation several endpoints share. */
function holds(documented: JsonSchema | undefined, expected: JsonSchema): boolean {
  const same = (one: JsonSchema | undefined) => JSON.stringify(one) === JSON.stringify(expected);
  return same(documented) || (documented?.oneOf ?? []).some(same);
}

/** Every way the document disagrees with the contract, as readable lines. */
function disagreements(document: OpenApiDocument): string[] {
  const found: string[] = [];
  const operations = Object.values(document.paths).flatMap((item) =>
    Object.values(item as Record<string, OpenApiOperation>),
  );
  for (const [name, endpoint] of endpoints) {
    const operation = (document.paths[endpoint.path] as Record<string, OpenApiOperation>)?.[
      endpoint.method.toLowerCase()
    ];
    if (!operation?.['x-adlens-endpoints'].includes(name)) {
      found.push(`${name}: no operation ${endpoint.method} ${endpoint.path}`);
      continue;
    }
    for (const [place, schema] of [
      ['path', endpoint.params],
      ['query', endpoint.query],
    ] as const) {
      if (!declared(schema)) continue;
      const properties = (zodJson(schema).properties ?? {}) as Record<string, JsonSchema>;
      for (const [property, expected] of Object.entries(properties)) {
        const parameter = operation.parameters.find((p) => p.in === place && p.name === property);
        if (!parameter || !holds(parameter.schema, expected)) {
          found.push(`${name}: ${place} parameter ${property} differs`);
        }
      }
    }
    if (declared(endpoint.body)) {
      const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json';
      const body = operation.requestBody?.content[mediaType]?.schema;
      if (!holds(body, zodJson(endpoint.body))) found.push(`${name}: request body differs`);
    }
    const success = operation.responses['200'];
    const successSchema = success && 'content' in success ? success.content : undefined;
    if (
      !holds(successSchema?.['application/json']?.schema, zodJson(successBodySchema(endpoint.data)))
    ) {
      found.push(`${name}: response differs`);
    }
    const scope = endpoint.access.kind === 'public' ? undefined : apiKeyScopeOf(endpoint);
    const keyed = operation.security.find((requirement) => 'apiKey' in requirement);
    if (operation['x-adlens-scope'] !== scope || keyed?.apiKey?.[0] !== (scope ?? undefined)) {
      found.push(`${name}: scope differs`);
    }
  }
  const documented = operations.flatMap((operation) => operation['x-adlens-endpoints']);
  const known = new Set(endpoints.map(([name]) => name));
  for (const name of documented) {
    if (!known.has(name)) found.push(`${name}: documented but not in the contract`);
  }
  return found;
}

function copy(document: OpenApiDocument): OpenApiDocument {
  return JSON.parse(JSON.stringify(document)) as OpenApiDocument;
}

const document = openApiDocument();

describe('the OpenAPI document', () => {
  it('covers every endpoint of the core, each with the schemas and scope the contract declares', () => {
    expect(endpoints.length).toBeGreaterThan(80);
    expect(disagreements(copy(document))).toEqual([]);
  });

  it('is found wanting when an endpoint is missing', () => {
    const missing = copy(document);
    delete missing.paths['/v1/{platform}/ads/search'];
    expect(disagreements(missing)).toEqual([
      'adSearch: no operation POST /v1/{platform}/ads/search',
    ]);
  });

  it('is found wanting when a schema disagrees with the contract', () => {
    const changed = copy(document);
    const search = changed.paths['/v1/{platform}/ads/search']!.post!;
    const body = search.requestBody!.content['application/json']!.schema;
    delete (body.properties as Record<string, unknown>).page;
    const platform = search.parameters.find((parameter) => parameter.name === 'platform')!;
    platform.schema = { type: 'string' };
    search['x-adlens-scope'] = 'exports';
    expect(disagreements(changed)).toEqual([
      'adSearch: path parameter platform differs',
      'adSearch: request body differs',
      'adSearch: scope differs',
    ]);
  });

  it('answers the paid detail and its dry run as one operation, the dry run optional', () => {
    const detail = document.paths['/v1/{platform}/ads/{id}']!.get!;
    expect(detail['x-adlens-endpoints']).toEqual(['adDetail', 'adDetailDryRun']);
    expect(detail.operationId).toBe('adDetail');
    expect(detail.parameters.find((parameter) => parameter.name === 'dry_run')).toMatchObject({
      in: 'query',
      required: false,
    });
    expect(detail['x-adlens-credit-cost']).toBe(1);
    expect(detail.security).toEqual([{ session: [] }, { apiKey: ['ads:detail'] }]);
  });

  it('gives a session-only call no key and a public call no credential', () => {
    const keys = document.paths['/v1/user/api-keys']!.get!;
    expect(keys.security).toEqual([{ session: [] }]);
    expect(keys['x-adlens-scope']).toBeNull();
    const login = document.paths['/v1/auth/login']!.post!;
    expect(login.security).toEqual([{}, { session: [] }]);
    expect(login).not.toHaveProperty('x-adlens-scope');
  });

  it("describes every failure with the contract's error envelope", () => {
    expect(document.components.schemas.ErrorBody).toEqual(zodJson(errorBodySchema));
    const follow = document.paths['/v1/follows']!.post!;
    expect(Object.keys(follow.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', 'default']),
    );
    expect(follow.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(document.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After');
  });

  it('is what the reference page reads, once it has gone over the wire', () => {
    const parsed = servedOpenApiDocumentSchema.safeParse(copy(document));
    expect(parsed.error?.issues).toBeUndefined();
    expect(Object.keys(parsed.data?.paths ?? {})).toEqual(Object.keys(document.paths));
  });

  it('tags an operation with the first fixed segment after the version', () => {
    expect(tagOf('/v1/{platform}/ads/{id}')).toBe('ads');
    expect(tagOf('/v1/user/api-keys')).toBe('user');
    expect(tagOf('/v1/follows')).toBe('follows');
  });
});
