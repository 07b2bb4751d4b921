import type { ErrorMeta } from '@adlens/shared-contracts';

/** A request that ends in an error body `{ status: 'error', meta }` with an HTTP status. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly httpStatus: number,
    readonly meta: ErrorMeta,
    /** Response headers the answer needs (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(meta.message);
  }
}

/** Whole seconds, at least one: what Retry-After and the messages announce. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function retryAfter(ms: number): Record<string, string> {
  return { 'Retry-After': String(retryAfterSeconds(ms)) };
}

function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/** What a 503 for an unreachable database asks the caller to wait (Retry-After). */
export const DATABASE_RETRY_AFTER_MS = 1_000;

export const SESSION_EXPIRED_MESSAGE = 'You must to sign in again';

export const fail = {
  inline(field: string, message: string): ApiFailure {
    return new ApiFailure(422, { message, action: 'INLINE', field, type: 'error', code: 422 });
  },
  snackbar(httpStatus: number, message: string): ApiFailure {
    return new ApiFailure(httpStatus, {
      message,
      action: 'SNACKBAR',
      type: 'error',
      code: httpStatus,
    });
  },
  unsupportedMediaType(): ApiFailure {
    return fail.snackbar(415, 'The request body must be JSON (Content-Type: application/json)');
  },
  notFound(message = 'Not found'): ApiFailure {
    return fail.snackbar(404, message);
  },
  sessionExpired(): ApiFailure {
    return new ApiFailure(403, {
      message: SESSION_EXPIRED_MESSAGE,
      action: 'REDIRECT_WITH_LOGOUT',
      to: 'SIGNIN',
      type: 'error',
      code: 403,
    });
  },
  emailNotConfirmed(): ApiFailure {
    return new ApiFailure(403, {
      message: 'Please confirm your e-mail address first. We sent you a code.',
      action: 'REDIRECT',
      to: 'EMAIL_CONFIRM',
      type: 'warning',
      code: 409,
    });
  },
  creditLimit(): ApiFailure {
    return new ApiFailure(402, {
      message: 'You have used all your credits. Upgrade your plan to see more ad details.',
      action: 'MODAL',
      modal_name: 'CREDIT_LIMIT',
      type: 'warning',
      code: 402,
    });
  },
  planFeature(feature: string): ApiFailure {
    return new ApiFailure(402, {
      message: `Your plan does not include ${feature}. Upgrade your plan to use them.`,
      action: 'SNACKBAR',
      type: 'warning',
      code: 402,
    });
  },
  rateLimited(retryInMs: number): ApiFailure {
    return new ApiFailure(
      429,
      {
        message: 'Too many requests. Please wait a moment.',
        action: 'REDIRECT',
        to: 'REQUEST_LIMIT',
        type: 'error',
        code: 429,
      },
      retryAfter(retryInMs),
    );
  },
  /** A button pressed too often: its section says so, with when to press again. */
  tooOften(message: string, retryInMs: number): ApiFailure {
    return new ApiFailure(
      429,
      { message, action: 'SNACKBAR', type: 'error', code: 429 },
      retryAfter(retryInMs),
    );
  },
  /** An auth form's throttle: the message sits on the form, with when to try again. */
  tooManyAttempts(field: string, retryInMs: number, orElse: string): ApiFailure {
    return new ApiFailure(
      429,
      {
        message: `Too many attempts: try again in ${inMinutes(retryInMs)} ${orElse}`,
        action: 'INLINE',
        field,
        type: 'error',
        code: 429,
      },
      retryAfter(retryInMs),
    );
  },
  /** Too many wrong guesses of one code: the code is spent, a new one must be mailed. */
  codeSpent(): ApiFailure {
    return new ApiFailure(429, {
      message: 'Too many wrong codes: this code no longer works. Request a new code.',
      action: 'INLINE',
      field: 'token',
      type: 'error',
      code: 429,
    });
  },
  maintenance(): ApiFailure {
    return new ApiFailure(503, {
      message: 'We are doing some maintenance. Please come back soon.',
      action: 'REDIRECT',
      to: 'MAINTENANCE',
      type: 'info',
      code: 503,
    });
  },
  /**
   * The database cannot be reached or lost the connection (decision 0050): nothing the caller did
   * wrong, and usually over within seconds (a restart, a failover).
   */
  databaseUnavailable(): ApiFailure {
    return new ApiFailure(
      503,
      {
        message: 'The service is briefly unavailable. Please try again in a moment.',
        action: 'SNACKBAR',
        type: 'error',
        code: 503,
      },
      retryAfter(DATABASE_RETRY_AFTER_MS),
    );
  },
  blocked(): ApiFailure {
    return new ApiFailure(403, {
      message: 'Your account has no access to this page.',
      action: 'REDIRECT',
      to: '/you-are-blocked',
      type: 'error',
      code: 423,
    });
  },
};
