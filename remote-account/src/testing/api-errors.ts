import { ApiError, type ErrorMeta } from '@adlens/shared-contracts';

/** The error the host's client throws for an INLINE error body, as dev-api sends it. */
export function inlineError(field: string, message: string, status = 422): ApiError {
  return new ApiError({ message, action: 'INLINE', field, type: 'error', code: status }, status);
}

export function apiError(meta: Partial<ErrorMeta> & { message: string }, status = 400): ApiError {
  return new ApiError({ type: 'error', ...meta }, status);
}
