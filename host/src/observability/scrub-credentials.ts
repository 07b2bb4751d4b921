import type { RumEvent } from '@datadog/browser-rum';

export const REDACTED = 'REDACTED';

/** Query and fragment parameters that carry a credential somewhere in the app or its providers. */
const SECRET_PARAMS = [
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'verification_token',
  'code',
  'state',
  'password',
  'secret',
  'client_secret',
  'signature',
  'session',
  'auth',
  'api_key',
  'apikey',
];

// A parameter starts after `?`, `&` or `#`, percent-encoded too (a URL inside another URL's query,
// such as a sign-in link's `redirect`), and runs to the next separator, quote or blank.
const PARAM = new RegExp(
  `((?:[?&#]|%3F|%26|%23)(?:${SECRET_PARAMS.join('|')})(?:=|%3D))[^&#\\s"'<>%]*(?:%(?!26|23)[0-9A-F]{2}[^&#\\s"'<>%]*)*`,
  'gi',
);

// The reset link's token is a path segment of the spec's route.
const RESET_PATH = /(\/authentication\/reset-password\/new-password\/)[^/?#\s"'<>]+/gi;

/**
 * Removes credentials from any text that may hold URLs (a URL, a message, a stack): the values of
 * credential parameters and the new-password path's token. Everything else stays readable.
 */
export function scrubCredentials(text: string): string {
  return text.replace(PARAM, `$1${REDACTED}`).replace(RESET_PATH, `$1${REDACTED}`);
}

function scrubDeep(value: unknown): unknown {
  if (typeof value === 'string') return scrubCredentials(value);
  if (Array.isArray(value)) return value.map(scrubDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item)]));
  return value;
}

/**
 * Scrubs, in place, every field of a RUM event that the SDK lets `beforeSend` change and that can
 * hold a URL or text quoting one (the SDK drops changes to any other field).
 */
export function scrubRumEvent(event: RumEvent): void {
  if (event.view) {
    event.view.url = scrubCredentials(event.view.url);
    const { referrer, name } = event.view;
    if (referrer !== undefined) event.view.referrer = scrubCredentials(referrer);
    if (name !== undefined) event.view.name = scrubCredentials(name);
  }
  if (event.context) event.context = scrubDeep(event.context) as typeof event.context;
  switch (event.type) {
    case 'view': {
      const lcp = event.view.performance?.lcp;
      if (lcp?.resource_url !== undefined) lcp.resource_url = scrubCredentials(lcp.resource_url);
      break;
    }
    case 'error': {
      const { error } = event;
      error.message = scrubCredentials(error.message);
      if (error.stack !== undefined) error.stack = scrubCredentials(error.stack);
      if (error.handling_stack !== undefined)
        error.handling_stack = scrubCredentials(error.handling_stack);
      if (error.resource) error.resource.url = scrubCredentials(error.resource.url);
      break;
    }
    case 'resource':
      event.resource.url = scrubCredentials(event.resource.url);
      break;
    case 'action':
      if (event.action.target)
        event.action.target.name = scrubCredentials(event.action.target.name);
      break;
    case 'long_task':
      for (const script of event.long_task.scripts ?? []) {
        if (script.source_url !== undefined)
          script.source_url = scrubCredentials(script.source_url);
        if (script.invoker !== undefined) script.invoker = scrubCredentials(script.invoker);
      }
      break;
    case 'vital': {
      // Only the connecting and closed WebSocket vitals carry the URL.
      const socket = event.vital.type === 'websocket' ? event.vital.websocket : undefined;
      if (socket && typeof socket.url === 'string') socket.url = scrubCredentials(socket.url);
      break;
    }
    default:
      break;
  }
}
