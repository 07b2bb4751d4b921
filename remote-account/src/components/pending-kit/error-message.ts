import { isApiError } from '@adlens/shared-contracts';

// TODO(kit): replace with `errorMessage` from @adlens/shared-contracts once it lands.
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A sentence to show for a failed call: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.meta.message) return error.meta.message;
  return FALLBACK_ERROR_MESSAGE;
}
