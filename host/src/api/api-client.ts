import {
  ApiError,
  type ApiClient,
  type CallInput,
  type CallOptions,
  type Endpoint,
  type EndpointData,
  buildEndpointPath,
  errorBodySchema,
  successBodySchema,
} from '@adlens/shared-contracts';
import ky from 'ky';
import { type FailedResponse, NO_META_MESSAGE } from './response-handler';

export interface ApiClientDeps {
  getToken(): string | undefined;
  onFailure(response: FailedResponse): void;
  fetch?: typeof fetch;
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

/** The host's single HTTP client: base `/api`, JSON headers, no timeout, bearer token. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
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

  return {
    async call<E extends Endpoint>(
      endpoint: E,
      input: CallInput<E> = {},
      options: CallOptions = {},
    ) {
      const path = buildEndpointPath(
        endpoint.path,
        input.params as Record<string, unknown> | undefined,
      );
      const query = endpoint.query.parse(input.query);
      const body = endpoint.multipart ? input.body : endpoint.body.parse(input.body);
      let response: Response;
      try {
        response = await http(path.replace(/^\//, ''), {
          method: endpoint.method,
          searchParams: toSearchParams(query),
          ...(endpoint.multipart && body instanceof FormData ? { body } : {}),
          ...(!endpoint.multipart && body !== undefined ? { json: body } : {}),
          credentials: endpoint.withCredentials ? 'include' : 'same-origin',
          signal: options.signal,
        });
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
