import { mediaQuerySchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { parseInput } from '../../http/validate';
import { placeholderSvg } from './placeholder-image';

const keySchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown media key') });

/**
 * `GET /v1/media/{key}`: fill crops to w x h (h 0 = square), fit keeps 16:9 within the longer side,
 * snapshot adds a play mark (a video frame stand-in). Output is SVG whatever `format` asks:
 * without a native image library (sharp) no webp is produced; the query is still validated.
 */
export function registerMediaRoutes(router: Hono, _app: AppContext): void {
  router.get('/v1/media/:key', (c) => {
    const { key } = parseInput(keySchema, c.req.param(), 'params');
    const query = parseInput(mediaQuerySchema, c.req.query(), 'query');
    const width = query.w || 294;
    const height = query.mode === 'fit' ? Math.round((width * 9) / 16) : query.h || width;
    const svg = placeholderSvg(key, width, height, query.mode === 'snapshot');
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400, immutable',
    });
  });
}
