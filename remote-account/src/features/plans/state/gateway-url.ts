/**
 * The gateway's checkout URL if it is safe to send the browser to: an http(s) URL, or a path on
 * this origin (dev-api's checkout). Anything else (`javascript:`, `//other.host`) is refused.
 */
export function safeGatewayUrl(value: string): string | null {
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
