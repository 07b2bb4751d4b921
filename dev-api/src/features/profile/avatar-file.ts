import { idParamSchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { parseInput } from '../../http/validate';

const rowSchema = z.object({ content_type: z.string(), data: z.string() });

/**
 * `GET /v1/user/avatar/{id}` serves the stored bytes. Public, because image elements send no
 * bearer token; the `v` query of the URL changes with each upload, so it can be cached for good.
 */
export function registerAvatarFile(router: Hono, app: AppContext): void {
  router.get('/v1/user/avatar/:id', async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param(), 'params');
    const [raw] = await app.db.query('SELECT content_type, data FROM avatars WHERE user_id = $1', [
      id,
    ]);
    if (!raw) throw fail.notFound('No avatar');
    const row = rowSchema.parse(raw);
    return c.body(Buffer.from(row.data, 'base64'), 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
