import { createHash } from 'node:crypto';
import { mediaQuerySchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { parseInput } from '../../http/validate';
import { LruCache } from '../../cache/lru-cache';
import { canonicalRequest, planMedia } from './media-plan';
import { findMediaSource } from './media-source';
import { type RenderedMedia, renderMedia } from './render-media';

const keySchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown media key') });

/** Bumped whenever the art or the encoding changes, so cached copies are not reused. */
const RENDER_VERSION = 'v2';

// The key and the query fully determine the bytes: clients and proxies may keep them a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /v1/media/{key}`: the key's art rendered locally (no network) and processed by sharp as
 * the spec's image service does: fill, fit or a video snapshot, quality, webp. Rendered images
 * stay in a small LRU; requests for the same image while it renders share one render.
 */
export function registerMediaRoutes(router: Hono, app: AppContext): void {
  const cache = new LruCache<RenderedMedia>(
    { maxEntries: 500, maxBytes: 32 * 1024 * 1024 },
    (media) => media.body.byteLength,
  );
  const rendering = new Map<string, Promise<RenderedMedia>>();

  async function render(cacheKey: string, key: string, request: z.output<typeof mediaQuerySchema>) {
    const source = await findMediaSource(app.db, key);
    if (!source) throw fail.notFound('No such media');
    const media = await renderMedia(key, planMedia(request, source));
    cache.set(cacheKey, media);
    return media;
  }

  function cachedRender(cacheKey: string, key: string, request: z.output<typeof mediaQuerySchema>) {
    const ready = cache.get(cacheKey);
    if (ready) return Promise.resolve(ready);
    const pending = rendering.get(cacheKey) ?? render(cacheKey, key, request);
    rendering.set(cacheKey, pending);
    return pending.finally(() => rendering.delete(cacheKey));
  }

  router.get('/v1/media/:key', async (c) => {
    const { key } = parseInput(keySchema, c.req.param(), 'params');
    const request = parseInput(mediaQuerySchema, c.req.query(), 'query');
    const cacheKey = `${RENDER_VERSION} ${key} ${canonicalRequest(request)}`;
    const etag = `"${createHash('sha1').update(cacheKey).digest('base64url')}"`;
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const media = await cachedRender(cacheKey, key, request);
    return c.body(media.body, 200, { ...headers, 'Content-Type': media.contentType });
  });
}
