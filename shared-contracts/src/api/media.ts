import { z } from 'zod/mini';

/** The longest side the image service renders; larger requests are refused (4xx). */
export const MEDIA_MAX_SIDE = 2000;

/** Spec: snapshot mode grabs the video frame at 100 ms. */
export const MEDIA_SNAPSHOT_MS = 100;

/** A size in pixels; 0 (the old URLs' way of leaving it out) means "not set". */
const sideSchema = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(MEDIA_MAX_SIDE)));

/**
 * Query of `GET /v1/media/{key}` (spec section 7, image-processing service): `fill` resizes to
 * cover w x h after an optional top crop to `crop_h`, `fit` keeps the aspect with w/h as caps,
 * `snapshot` is a video's frame at `t` ms; `q` is the webp quality.
 */
export const mediaQuerySchema = z.object({
  mode: z._default(z.enum(['fill', 'fit', 'snapshot']), 'fill'),
  w: sideSchema,
  h: sideSchema,
  q: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 60),
  crop_h: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(20_000))),
  t: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(6 * 60 * 60 * 1000))),
  format: z._default(z.enum(['webp', 'png', 'svg']), 'webp'),
});
export type MediaQuery = z.input<typeof mediaQuerySchema>;

/**
 * URL of a media item (defaults: fill at width 294, quality 60, webp; a snapshot at 100 ms).
 * Parameters left unset stay out of the URL.
 */
export function mediaUrl(key: string, query: MediaQuery = {}, base = '/api'): string {
  const parsed = mediaQuerySchema.parse(query);
  const sized = Boolean(parsed.w) || Boolean(parsed.h);
  const values: Record<string, number | string | undefined> = {
    mode: parsed.mode,
    w: parsed.w || (parsed.mode === 'fill' && !sized ? 294 : undefined),
    h: parsed.h || undefined,
    q: parsed.mode === 'snapshot' ? undefined : parsed.q,
    crop_h: parsed.crop_h,
    t: parsed.mode === 'snapshot' ? (parsed.t ?? MEDIA_SNAPSHOT_MS) : undefined,
    format: parsed.format,
  };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return `${base}/v1/media/${encodeURIComponent(key)}?${search.toString()}`;
}
