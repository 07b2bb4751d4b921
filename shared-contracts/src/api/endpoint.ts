import { z } from 'zod/mini';
import type { EndpointAccess } from './access';
import type { ApiKeyScope } from './api-key-scope-names';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/**
 * One call of spec section 7: method, path template (`/v1/{platform}/ads/{id}`), and the schemas of
 * its path params, query, body and success payload. Success bodies are `{ status: 'ok', data }`.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly data: Data;
  /** Who may call it (required: an endpoint that declares nothing does not compile). */
  readonly access: EndpointAccess;
  /** Sends cookies (spec: "with credentials"). */
  readonly withCredentials?: boolean;
  /** Failures are ignored by the response handler (spec section 8: the silent endpoints). */
  readonly silent?: boolean;
  /** The body is multipart form data rather than JSON. */
  readonly multipart?: boolean;
  /**
   * The scope an API key needs to call it, declared here by the endpoints of the contract's
   * features entry; the core's are in the table of api-key-scopes.ts (decision 0074).
   */
  readonly apiKeyScope?: ApiKeyScope;
}

const none = z.undefined();

/** The names of an endpoint's path params (an owner rule must name one of them). */
type ParamName<Params extends z.ZodMiniType> = Extract<keyof NonNullable<z.input<Params>>, string>;

export function defineEndpoint<
  Params extends z.ZodMiniType = z.ZodMiniUndefined,
  Query extends z.ZodMiniType = z.ZodMiniUndefined,
  Body extends z.ZodMiniType = z.ZodMiniUndefined,
  Data extends z.ZodMiniType = z.ZodMiniType,
  const Access extends EndpointAccess<ParamName<Params>> = EndpointAccess<ParamName<Params>>,
>(definition: {
  method: HttpMethod;
  path: string;
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  data: Data;
  withCredentials?: boolean;
  silent?: boolean;
  multipart?: boolean;
  apiKeyScope?: ApiKeyScope;
}): Endpoint<Params, Query, Body, Data> & { readonly access: Access } {
  return {
    ...definition,
    params: (definition.params ?? none) as Params,
    query: (definition.query ?? none) as Query,
    body: (definition.body ?? none) as Body,
  };
}

/** The success envelope of an endpoint: `{ status: 'ok', data }`. */
export function successBodySchema<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ status: z.literal('ok'), data });
}

export type EndpointParams<E extends Endpoint> = z.input<E['params']>;
export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointBody<E extends Endpoint> = z.input<E['body']>;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** Fills a path template; throws on a missing param so that no request goes to `/v1/undefined`. */
export function buildEndpointPath(template: string, params: Record<string, unknown> | undefined) {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}
