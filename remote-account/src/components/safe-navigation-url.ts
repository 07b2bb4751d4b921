/**
 * A URL from an API answer that the browser may be sent to: an http(s) URL (the payment gateway's
 * checkout page), or a path on this origin (the API's files). Anything else (`javascript:`,
 * `//other.host`) is refused.
 */
export function safeNavigationUrl(value: string): string | null {
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
