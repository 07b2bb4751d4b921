/**
 * Which node-postgres errors mean that the connection or the server went away rather than that a
 * statement was wrong (decision 0050). Only these become `DatabaseUnavailableError`; a constraint
 * violation or a syntax error keeps its own error, and its connection stays usable.
 */

/** SQLSTATEs the server sends as it goes away or refuses a connection. */
const SERVER_GONE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop/restart -m fast or -m immediate, pg_terminate_backend
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors of the connection itself (including its DNS look-up). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What the driver and its pool say when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
];

function codeOf(error: object): string | null {
  return 'code' in error && typeof error.code === 'string' ? error.code : null;
}

export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code !== null && (SERVER_GONE_STATES.has(code) || code.startsWith('08'))) return true;
  if (code !== null && SOCKET_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // The pool wraps a connect timeout; an AggregateError carries one error per address tried.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return 'cause' in error && error.cause !== error && isConnectionFailure(error.cause);
}

/** Whether waiting for a connection ran out of time (retrying would only wait as long again). */
export function isConnectTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message);
}
