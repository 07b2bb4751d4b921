import type { ErrorMeta } from './error-meta';

/**
 * A failed API call, as the host's client throws it after the response handler ran. Check with
 * `isApiError`, not `instanceof`: remotes are separate bundles and a class identity may differ.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly meta: ErrorMeta,
    /** HTTP status, or 0 when the request never got a response. */
    readonly status: number,
  ) {
    super(meta.message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    typeof (error as { meta?: unknown }).meta === 'object' &&
    (error as { meta?: unknown }).meta !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
