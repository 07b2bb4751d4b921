import type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
} from '../api/endpoint';

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The page handles these error actions itself (e.g. INLINE errors of a form, or a REDIRECT it
   * performs); the host's response handler leaves them alone.
   */
  handledByPage?: readonly ('INLINE' | 'REDIRECT' | 'SNACKBAR' | 'MODAL')[];
}

/**
 * The host's API client: one ky instance, bearer token, every response validated against the
 * endpoint's schema, error bodies dispatched by the host's response handler and rethrown as
 * `ApiError`.
 */
export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options?: CallOptions,
  ): Promise<EndpointData<E>>;
}
