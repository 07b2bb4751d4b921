import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { parseInput } from '../../http/validate';
import { resetRateLimits } from '../../http/rate-limit';

const settingsSchema = z.object({
  maintenance: z.boolean().optional(),
  rate_limit: z.number().int().min(0).optional(),
});

/**
 * The dev composition's helpers: run-time switches and reading the RUM intake. Not part of the
 * contract, and mounted only when `createApp` is told to (decision 0023): other servers take the
 * switches from the environment and keep the RUM they receive unreadable over HTTP.
 */
export function registerDevRoutes(router: Hono, app: AppContext): void {
  router.get('/v1/dev/settings', (c) => c.json({ status: 'ok', data: settingsView(app) }));

  router.post('/v1/dev/settings', async (c) => {
    const body = parseInput(settingsSchema, await c.req.json().catch(() => undefined), 'body');
    if (body.maintenance !== undefined) app.settings.maintenance = body.maintenance;
    if (body.rate_limit !== undefined) {
      app.settings.rateLimitPerMinute = body.rate_limit;
      await resetRateLimits(app);
    }
    return c.json({ status: 'ok', data: settingsView(app) });
  });

  router.get('/v1/dev/rum-intake', (c) =>
    c.json({ status: 'ok', data: { events: app.rum.events() } }),
  );
  router.delete('/v1/dev/rum-intake', (c) => {
    app.rum.clear();
    return c.json({ status: 'ok', data: { events: [] } });
  });
}

function settingsView(app: AppContext) {
  return { maintenance: app.settings.maintenance, rate_limit: app.settings.rateLimitPerMinute };
}
