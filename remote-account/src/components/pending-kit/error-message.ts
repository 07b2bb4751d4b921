// TEMPORARY (pending-kit): replaced by `errorMessage` of @adlens/shared-contracts.
import { isApiError } from '@adlens/shared-contracts';

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A sentence to show for any failure: the server's message when it sent one. */
export function errorMessage(cause: unknown): string {
  if (isApiError(cause) && cause.meta.message) return cause.meta.message;
  return FALLBACK_ERROR_MESSAGE;
}
