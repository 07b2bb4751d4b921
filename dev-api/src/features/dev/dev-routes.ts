import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { parseInput } from '../../http/validate';
import { resetRateLimits } from '../../http/rate-limit';

const MAX_RUM_EVENTS = 5_000;

const settingsSchema = z.object({
  maintenance: z.boolean().optional(),
  rate_limit: z.number().int().min(0).optional(),
});

/** Development helpers: the mailbox, run-time switches and the RUM intake. Not part of the contract. */
export function registerDevRoutes(router: Hono, app: AppContext): void {
  router.get('/v1/dev/mailbox', async (c) => {
    const { email } = parseInput(
      z.object({ email: z.string().min(1).max(320) }),
      c.req.query(),
      'query',
    );
    const messages = await app.db.query(
      `SELECT id, email, kind, subject, body, code, token, created_at FROM mailbox
       WHERE lower(email) = lower($1) ORDER BY id DESC LIMIT 20`,
      [email],
    );
    return c.json({ status: 'ok', data: { messages } });
  });

  router.get('/v1/dev/settings', (c) => c.json({ status: 'ok', data: settingsView(app) }));

  router.post('/v1/dev/settings', async (c) => {
    const body = parseInput(settingsSchema, await c.req.json().catch(() => undefined), 'body');
    if (body.maintenance !== undefined) app.settings.maintenance = body.maintenance;
    if (body.rate_limit !== undefined) {
      app.settings.rateLimitPerMinute = body.rate_limit;
      resetRateLimits(app);
    }
    return c.json({ status: 'ok', data: settingsView(app) });
  });

  router.post('/v1/dev/rum-intake', async (c) => {
    const text = await c.req.text();
    // Browsers batch events as newline-separated JSON; keep whatever parses.
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        app.rumEvents.push(JSON.parse(line));
      } catch {
        app.rumEvents.push({ raw: line.slice(0, 2000) });
      }
    }
    app.rumEvents.splice(0, Math.max(0, app.rumEvents.length - MAX_RUM_EVENTS));
    return c.json({ status: 'ok', data: { received: app.rumEvents.length } }, 202);
  });

  router.get('/v1/dev/rum-intake', (c) =>
    c.json({ status: 'ok', data: { events: app.rumEvents } }),
  );
  router.delete('/v1/dev/rum-intake', (c) => {
    app.rumEvents.length = 0;
    return c.json({ status: 'ok', data: { events: [] } });
  });
}

function settingsView(app: AppContext) {
  return { maintenance: app.settings.maintenance, rate_limit: app.settings.rateLimitPerMinute };
}
