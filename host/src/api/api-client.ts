import {
  ApiError,
  type ApiRequest,
  type Endpoint,
  type EndpointData,
  buildEndpointPath,
  errorBodySchema,
  successBodySchema,
} from '@adlens/shared-contracts';
import { type ApiClient, type CallInput, type CallOptions } from '@adlens/shared-contracts/react';
import ky from 'ky';
import { type FailedResponse, NO_META_MESSAGE } from './response-handler';
import { type StartedRequests, createStartedRequests, requestKey } from './started-requests';

export interface ApiClientDeps {
  getToken(): string | undefined;
  onFailure(response: FailedResponse): void;
  fetch?: typeof fetch;
}

/** Requests started ahead of their page (`HostApiClient.start`), until taken or dropped. */
export interface StartedBatch {
  /** Drops (and aborts) every request of the batch nobody has taken. */
  drop(): void;
}

/** The host's client: the contract's `call`, and `start` for the page's first data. */
export interface HostApiClient extends ApiClient {
  /**
   * Sends these requests now; a later `call` for the identical request (method, URL, query,
   * body and token) takes the response once instead of asking again (decision 0044).
   */
  start(requests: readonly ApiRequest[]): StartedBatch;
}

const MALFORMED_RESPONSE = 'The server sent a response Adlens could not read. Please try again.';
const NETWORK_FAILURE = 'Adlens could not reach the server. Check your connection and try again.';

function toSearchParams(query: unknown): URLSearchParams | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

function hasMetaMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('meta' in body)) return false;
  const { meta } = body;
  return typeof meta === 'object' && meta !== null && 'message' in meta;
}

interface PreparedRequest {
  method: Endpoint['method'];
  /** Relative to the `/api` prefix, without the leading slash. */
  path: string;
  searchParams: URLSearchParams | undefined;
  body: unknown;
  multipart: boolean;
  credentials: RequestCredentials;
}

/** The request exactly as `call` sends it, after the endpoint's schemas. */
function prepare<E extends Endpoint>(endpoint: E, input: CallInput<E>): PreparedRequest {
  const path = buildEndpointPath(
    endpoint.path,
    input.params as Record<string, unknown> | undefined,
  );
  const query = endpoint.query.parse(input.query);
  const multipart = endpoint.multipart ?? false;
  return {
    method: endpoint.method,
    path: path.replace(/^\//, ''),
    searchParams: toSearchParams(query),
    body: multipart ? input.body : endpoint.body.parse(input.body),
    multipart,
    credentials: endpoint.withCredentials ? 'include' : 'same-origin',
  };
}

function keyOf(request: PreparedRequest, token: string | undefined): string | null {
  // A form's body has no stable text to compare: such a request is never started ahead.
  if (request.multipart) return null;
  const query = request.searchParams?.toString();
  return requestKey({
    method: request.method,
    url: query ? `${request.path}?${query}` : request.path,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    token,
  });
}

/** The host's single HTTP client: base `/api`, JSON headers, no timeout, bearer token. */
export function createApiClient(
  deps: ApiClientDeps,
  started: StartedRequests = createStartedRequests(),
): HostApiClient {
  const http = ky.create({
    // Absolute, so that a Request built outside a document (tests) resolves the same way.
    prefix: new URL('/api', window.location.origin).href,
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    fetch: deps.fetch,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = deps.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  function fail(
    response: Omit<FailedResponse, 'silent' | 'handledByPage'>,
    endpoint: Endpoint,
    options: CallOptions,
  ): never {
    deps.onFailure({
      ...response,
      silent: endpoint.silent ?? false,
      handledByPage: options.handledByPage,
    });
    throw new ApiError(
      response.meta ?? { message: NO_META_MESSAGE, type: 'error' },
      response.status,
    );
  }

  function send(request: PreparedRequest, signal: AbortSignal | undefined): Promise<Response> {
    const { body, multipart } = request;
    return http(request.path, {
      method: request.method,
      searchParams: request.searchParams,
      ...(multipart && body instanceof FormData ? { body } : {}),
      ...(!multipart && body !== undefined ? { json: body } : {}),
      credentials: request.credentials,
      signal,
    });
  }

  /** The started request for this one, bound to the taker's signal, or null. */
  function takeStarted(request: PreparedRequest, signal: AbortSignal | undefined) {
    const key = keyOf(request, deps.getToken());
    const taken = key === null ? null : started.take(key);
    if (!taken) return null;
    if (signal?.aborted) taken.abort();
    else signal?.addEventListener('abort', () => taken.abort(), { once: true });
    return taken.response;
  }

  return {
    start(requests) {
      const drops: (() => void)[] = [];
      for (const { endpoint, input } of requests) {
        let request: PreparedRequest;
        try {
          request = prepare(endpoint, input);
        } catch {
          // Input the endpoint refuses: the page's own call reports it, nothing is started.
          continue;
        }
        const key = keyOf(request, deps.getToken());
        if (key === null) continue;
        const controller = new AbortController();
        const response = send(request, controller.signal);
        drops.push(started.put(key, { response, abort: () => controller.abort() }));
      }
      return { drop: () => drops.forEach((drop) => drop()) };
    },

    async call<E extends Endpoint>(
      endpoint: E,
      input: CallInput<E> = {},
      options: CallOptions = {},
    ) {
      const request = prepare(endpoint, input);
      let response: Response;
      try {
        response = await (takeStarted(request, options.signal) ?? send(request, options.signal));
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return fail(
          { meta: { message: NETWORK_FAILURE, type: 'error' }, hasMessage: true, status: 0 },
          endpoint,
          options,
        );
      }
      const json = parseJson(await response.text());
      if (response.ok) {
        const success = successBodySchema(endpoint.data).safeParse(json);
        if (success.success) return success.data.data as EndpointData<E>;
      }
      const errorBody = errorBodySchema.safeParse(json);
      if (errorBody.success) {
        return fail(
          { meta: errorBody.data.meta, hasMessage: hasMetaMessage(json), status: response.status },
          endpoint,
          options,
        );
      }
      if (response.ok) {
        console.error(`[adlens] malformed response from ${endpoint.method} ${endpoint.path}`);
        return fail(
          {
            meta: { message: MALFORMED_RESPONSE, type: 'error' },
            hasMessage: true,
            status: response.status,
          },
          endpoint,
          options,
        );
      }
      return fail({ meta: null, hasMessage: false, status: response.status }, endpoint, options);
    },
  };
}
