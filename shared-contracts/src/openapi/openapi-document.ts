import { AD_DETAIL_CREDIT_COST, adDetailEndpoint } from '../api/ads';
import { apiKeyScopeOf } from '../api/api-key-scopes';
import { API_KEY_SECRET_PREFIX, CREDITS_LEFT_HEADER, CREDITS_USED_HEADER } from '../api/api-keys';
import { type Endpoint, type HttpMethod, successBodySchema } from '../api/endpoint';
import { errorBodySchema } from '../errors/error-meta';
import { CONTRACT_VERSION } from '../version';
import { type NamedEndpoint, contractEndpoints } from './contract-endpoints';
import { contractJsonSchema, isDeclared } from './contract-json-schema';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiHeader,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiSecurityRequirement,
} from './openapi-types';
import {
  ERROR_RESPONSES,
  RATE_LIMIT_HEADERS,
  creditHeaders,
  errorResponse,
  errorResponsesOf,
} from './operation-responses';

/** Credits a call of `endpoint` charges; only the paid detail charges (once per user and ad). */
function creditCostOf(endpoint: Endpoint): number | undefined {
  return endpoint === adDetailEndpoint ? AD_DETAIL_CREDIT_COST : undefined;
}

/** `/v1/{platform}/ads/{id}` -> `ads`: the first fixed segment after the version names the area. */
export function tagOf(path: string): string {
  const fixed = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  return fixed[1] ?? fixed[0] ?? 'api';
}

/** `adDetailDryRun` -> `Ad detail dry run`. */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ObjectSchema {
  properties: Record<string, JsonSchema>;
  required: string[];
}

function objectSchemaOf(schema: JsonSchema, where: string): ObjectSchema {
  if (schema.type !== 'object' || typeof schema.properties !== 'object') {
    throw new Error(`OpenAPI: ${where} must be an object schema, one parameter per property`);
  }
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: Array.isArray(schema.required) ? schema.required : [],
  };
}

/**
 * Path and query parameters of the endpoints sharing one operation: a query parameter is required
 * only when every one of them requires it (the dry run's `dry_run=1` is optional for the detail).
 */
function parametersOf(group: readonly NamedEndpoint[]): OpenApiParameter[] {
  const parameters = new Map<string, OpenApiParameter>();
  for (const { name, endpoint } of group) {
    for (const place of ['path', 'query'] as const) {
      const schema = place === 'path' ? endpoint.params : endpoint.query;
      if (!isDeclared(schema)) continue;
      const object = objectSchemaOf(contractJsonSchema(schema), `${name} ${place}`);
      for (const [property, propertySchema] of Object.entries(object.properties)) {
        const key = `${place}:${property}`;
        const required =
          place === 'path' ||
          (object.required.includes(property) && (parameters.get(key)?.required ?? true));
        parameters.set(key, { name: property, in: place, required, schema: propertySchema });
      }
    }
  }
  for (const [key, parameter] of parameters) {
    const inEvery = group.every(
      ({ endpoint }) =>
        parameter.in === 'path' ||
        (isDeclared(endpoint.query) &&
          Object.hasOwn(
            objectSchemaOf(contractJsonSchema(endpoint.query), key).properties,
            parameter.name,
          )),
    );
    if (!inEvery) parameters.set(key, { ...parameter, required: false });
  }
  return [...parameters.values()];
}

function oneOrEither(schemas: JsonSchema[]): JsonSchema {
  const [only, ...others] = schemas;
  return only && others.length === 0 ? only : { oneOf: schemas };
}

function requestBodyOf(group: readonly NamedEndpoint[]): OpenApiOperation['requestBody'] {
  const withBody = group.filter(({ endpoint }) => isDeclared(endpoint.body));
  if (withBody.length === 0) return undefined;
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const { endpoint } of withBody) {
    const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json';
    const schema = contractJsonSchema(endpoint.body);
    const known = content[mediaType];
    content[mediaType] = { schema: known ? oneOrEither([known.schema, schema]) : schema };
  }
  return { required: true, content };
}

/**
 * Who may call: public calls take no credential (a session, when sent, is used); a signed-in call
 * takes a session, or an API key holding the scope `apiKeyScopeOf` names when a key may call it.
 */
function securityOf(endpoint: Endpoint): OpenApiSecurityRequirement[] {
  if (endpoint.access.kind === 'public') return [{}, { session: [] }];
  const scope = apiKeyScopeOf(endpoint);
  return scope ? [{ session: [] }, { apiKey: [scope] }] : [{ session: [] }];
}

function sameCaller(group: readonly NamedEndpoint[]): void {
  const [first, ...rest] = group.map(({ endpoint }) => JSON.stringify(securityOf(endpoint)));
  if (rest.some((other) => other !== first)) {
    const names = group.map(({ name }) => name).join(', ');
    throw new Error(`OpenAPI: ${names} share a method and path but not who may call them`);
  }
}

/** The endpoints sharing one method and path (the paid detail and its dry run). */
type EndpointGroup = [NamedEndpoint, ...NamedEndpoint[]];

function operationOf(group: EndpointGroup): OpenApiOperation {
  sameCaller(group);
  // The plainest name speaks for the operation: `adDetail` rather than `adDetailDryRun`.
  const primary = group.reduce((shortest, one) =>
    one.name.length < shortest.name.length ? one : shortest,
  );
  const { endpoint } = primary;
  const parameters = parametersOf(group);
  const requestBody = requestBodyOf(group);
  const creditCost = group.map((named) => creditCostOf(named.endpoint)).find(Boolean);
  const scope = endpoint.access.kind === 'public' ? undefined : apiKeyScopeOf(endpoint);
  const headers: Record<string, OpenApiHeader> = {
    ...(scope ? RATE_LIMIT_HEADERS : {}),
    ...(creditCost ? creditHeaders(CREDITS_USED_HEADER, CREDITS_LEFT_HEADER) : {}),
  };
  const success = oneOrEither(
    group.map((named) => contractJsonSchema(successBodySchema(named.endpoint.data))),
  );
  return {
    operationId: primary.name,
    summary: summaryOf(primary.name),
    tags: [tagOf(endpoint.path)],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: 'Success: `{ status: "ok", data }`.',
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        content: { 'application/json': { schema: success } },
      },
      ...errorResponsesOf(
        group.map((named) => named.endpoint),
        parameters.length > 0 || requestBody !== undefined,
      ),
    },
    security: securityOf(endpoint),
    ...(scope === undefined ? {} : { 'x-adlens-scope': scope }),
    ...(creditCost ? { 'x-adlens-credit-cost': creditCost } : {}),
    'x-adlens-endpoints': group.map((named) => named.name),
  };
}

function errorComponents(): OpenApiDocument['components']['responses'] {
  const envelope = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      errorResponse(
        description,
        envelope,
        name === 'TooManyRequests'
          ? {
              'Retry-After': {
                description: 'Seconds until a call may succeed again.',
                schema: { type: 'integer', minimum: 0 },
              },
              ...RATE_LIMIT_HEADERS,
            }
          : undefined,
      ),
    ]),
  );
}

/**
 * The OpenAPI 3.1 document of every endpoint the contract's core exports, generated from their
 * declarations each time (decision 0058): nothing in it is written by hand but prose.
 */
export function openApiDocument(
  endpoints: readonly NamedEndpoint[] = contractEndpoints(),
): OpenApiDocument {
  const groups = new Map<string, EndpointGroup>();
  for (const named of endpoints) {
    const key = `${named.endpoint.path} ${named.endpoint.method}`;
    groups.set(key, [...(groups.get(key) ?? []), named] as EndpointGroup);
  }
  const paths: Record<string, OpenApiPathItem> = {};
  for (const group of groups.values()) {
    const { path, method } = group[0].endpoint;
    const item = (paths[path] ??= {});
    item[method.toLowerCase() as Lowercase<HttpMethod>] = operationOf(group);
  }
  const tags = [...new Set(endpoints.map(({ endpoint }) => tagOf(endpoint.path)))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Adlens API',
      version: CONTRACT_VERSION,
      description:
        'Generated from the typed contract `@adlens/shared-contracts`. Every answer is an envelope: `{ status: "ok", data }` or `{ status: "error", meta }`. `x-adlens-scope` names the API key scope a call needs (null: a session only); `x-adlens-credit-cost` what a call charges.',
    },
    servers: [{ url: '/api', description: 'This origin: the API is mounted under /api.' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: contractJsonSchema(errorBodySchema) },
      responses: errorComponents(),
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token a sign-in answers, as `Authorization: Bearer <token>`.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_SECRET_PREFIX}...`,
          description: `An API key made on the profile page, as \`Authorization: Bearer ${API_KEY_SECRET_PREFIX}...\`. A key acts as its user under the same rules, limited to its scopes; the requirement lists the scope a call needs.`,
        },
      },
    },
  };
}
