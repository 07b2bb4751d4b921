import type { Hono } from 'hono';

const APP_SCRIPT = `/* Adlens API-host script: marks that the API host is reachable. */
window.__ADLENS_API_SCRIPT__ = { loadedAt: Date.now() };
`;

/** The API-host script and the ad-blocker probe (an empty body means blocked). */
export function registerCommonAssets(router: Hono): void {
  router.get('/v1/common/scripts/app.js', (c) =>
    c.body(APP_SCRIPT, 200, { 'Content-Type': 'application/javascript; charset=utf-8' }),
  );
  const probe = 'adlens-ads-probe: ok';
  // HEAD responses carry no body on the wire; Content-Length and the header still tell "not blocked".
  router.on(['GET', 'HEAD'], '/v1/analytics/:host/ads/', (c) =>
    c.body(probe, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(probe)),
      'X-Adlens-Probe': 'ok',
    }),
  );
}
