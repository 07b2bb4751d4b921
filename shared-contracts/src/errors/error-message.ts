import { isApiError } from './api-error';

/** What a page shows for a failure that carries no message of the server. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A sentence to show for any failure: the server's message (error meta) when it sent one. */
export function errorMessage(cause: unknown): string {
  if (isApiError(cause) && cause.meta.message) return cause.meta.message;
  return FALLBACK_ERROR_MESSAGE;
}
