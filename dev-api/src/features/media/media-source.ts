import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { ArtSource } from './placeholder-image';

/** The original a key stands for: its natural size and, for a video, its length. */
export interface MediaSource {
  width: number;
  height: number;
  durationMs: number | null;
  /** A copy's art: another creative's, slightly changed; null draws the key's own. */
  art: ArtSource | null;
}

const AD_MEDIA_KEY = /^ad-(\d{1,9})-(\d{1,3})$/;
const OWNER_KEY = /^owner-\d{1,9}$/;
const AVATAR_SOURCE: MediaSource = { width: 400, height: 400, durationMs: null, art: null };
const GENERIC_SOURCE: MediaSource = { width: 1200, height: 675, durationMs: null, art: null };

const mediaRowSchema = z.object({
  media: z.array(
    z.object({
      key: z.string(),
      type: z.enum(['image', 'video']),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      duration: z.number().nullable(),
      art: z.object({ key: z.string(), saturation: z.number(), crop: z.number() }).optional(),
    }),
  ),
});

/**
 * The source of a key: an ad's media item as seeded (null when that ad or item does not exist),
 * an owner's square avatar, or a generic 16:9 image for any other key.
 */
export async function findMediaSource(db: Queryable, key: string): Promise<MediaSource | null> {
  if (OWNER_KEY.test(key)) return AVATAR_SOURCE;
  const match = AD_MEDIA_KEY.exec(key);
  if (!match) return GENERIC_SOURCE;
  const rows = await db.query('SELECT media FROM ads WHERE id = $1', [Number(match[1])]);
  if (!rows[0]) return null;
  const item = mediaRowSchema.parse(rows[0]).media.find((media) => media.key === key);
  if (!item) return null;
  return {
    width: item.width,
    height: item.height,
    durationMs: item.type === 'video' ? (item.duration ?? 0) * 1000 : null,
    art: item.art ?? null,
  };
}
