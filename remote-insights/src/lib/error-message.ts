import { isApiError } from '@adlens/shared-contracts';

// KIT: `errorMessage` moves to @adlens/shared-contracts; import it from there once it lands on main.
const FALLBACK = 'Something went wrong. Please try again.';

/** A sentence to show for a failed call: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.meta.message) return error.meta.message;
  return FALLBACK;
}
