import {
  apiKeysEndpoint,
  createApiKeyEndpoint,
  revokeApiKeyEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-store';

/**
 * Managing API keys (decision 0057): with a session only (the scope table gives these endpoints
 * no scope, so a key is refused before the handler runs), each user their own keys.
 */
export function registerApiKeyRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, apiKeysEndpoint, async ({ session }) => ({
    items: await listApiKeys(app.db, session.user.id),
  }));

  userRoute(router, app, createApiKeyEndpoint, ({ body, session }) =>
    createApiKey(app.db, { userId: session.user.id, body, now: app.now() }),
  );

  userRoute(router, app, revokeApiKeyEndpoint, async ({ params, session }) => {
    await revokeApiKey(app.db, { userId: session.user.id, id: params.id, now: app.now() });
    return { revoked: true as const };
  });
}
