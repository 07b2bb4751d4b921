import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RUM_WINDOW_MS } from './rum-store';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';

/** The SDK sends batches of at most a few hundred KB; anything larger is not RUM. */
export const MAX_RUM_BATCH_BYTES = 256 * 1024;

/**
 * The write-only RUM intake every composition's browsers send to (the SDK's `proxy`). Nobody can
 * read it over HTTP outside the dev composition (decision 0023).
 */
export function registerRumIntakeRoutes(router: Hono, app: AppContext): void {
  router.post(
    '/v1/rum-intake',
    bodyLimit({
      maxSize: MAX_RUM_BATCH_BYTES,
      onError: () => {
        throw fail.snackbar(413, 'The request body is too large');
      },
    }),
    async (c) => {
      const stored = app.rum.accept(
        await c.req.text(),
        clientAddress(c, app.trustedProxies),
        app.now(),
      );
      if (!stored) throw fail.rateLimited(RUM_WINDOW_MS);
      return c.json({ status: 'ok', data: stored }, 202);
    },
  );
  // Write-only: there is nothing to read here, in the error envelope like any unknown endpoint.
  router.all('/v1/rum-intake', () => Promise.reject(fail.notFound('No such API endpoint')));
}
