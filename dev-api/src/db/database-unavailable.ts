/**
 * The database could not be reached, or the connection a statement ran on was lost: a failure of
 * the server's surroundings, not of the request. The API answers it with 503 and its error
 * envelope (decision 0050); the original driver error is the `cause`, never shown to a client.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(
    message: string,
    /** Whether the failure came before any statement was sent (nothing can have been written). */
    readonly beforeAnyStatement: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}
