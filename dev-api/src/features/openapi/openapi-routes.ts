import { createHash } from 'node:crypto';
import { OPENAPI_DOCUMENT_ROUTE, openApiDocument } from '@adlens/shared-contracts/openapi';
import type { Hono } from 'hono';

/**
 * A day in shared caches, an hour in a browser, and revalidated by its ETag after that: the
 * document changes only with a new contract, and it holds nothing of any user (decision 0058).
 */
const CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

interface ServedDocument {
  body: string;
  etag: string;
}

/** Generated on the first request and kept: the contract does not change while a process runs. */
function documentOnce(): () => ServedDocument {
  let served: ServedDocument | undefined;
  return () => {
    if (!served) {
      const body = JSON.stringify(openApiDocument());
      served = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    }
    return served;
  };
}

/** `GET /openapi.json` (under the API's mount point: `/api/openapi.json`): public, cacheable. */
export function registerOpenApiRoutes(router: Hono): void {
  const served = documentOnce();
  router.get(OPENAPI_DOCUMENT_ROUTE, (c) => {
    const { body, etag } = served();
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
}
