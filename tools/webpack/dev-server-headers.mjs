// The dev servers of this machine: the host page runs on one of them (its port varies with the
// composition), so a remote lets exactly these origins read its scripts, styles and fonts.
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The dev server's `headers` option for a package of `kind`. The host serves its page and proxies
 * `/api` on its own origin, so it needs no CORS at all: a wildcard there let any web page read
 * the API's answers. A remote's code loads into the host page from another port, so a remote
 * allows the loopback origins, never `*`.
 *
 * @param {'host' | 'remote' | 'gallery'} kind
 * @returns {undefined | ((request: import('node:http').IncomingMessage) => Record<string, string>)}
 */
export function devServerHeaders(kind) {
  if (kind === 'host') return undefined;
  return (request) => {
    const origin = request.headers.origin;
    if (isApiPath(request.url)) return { Vary: 'Origin' };
    // webpack-dev-server marks its files same-origin when no wildcard is configured, which stops
    // the host page (another port of the same site) from running a remote's scripts; other sites
    // stay refused.
    const site = { 'Cross-Origin-Resource-Policy': 'same-site', Vary: 'Origin' };
    const allowed = typeof origin === 'string' && LOOPBACK_ORIGIN.test(origin);
    return allowed ? { ...site, 'Access-Control-Allow-Origin': origin } : site;
  };
}

/** @param {string | undefined} url */
function isApiPath(url) {
  return url === '/api' || (url ?? '').startsWith('/api/');
}
