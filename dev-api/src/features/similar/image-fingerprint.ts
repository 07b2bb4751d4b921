import { bmvbhash } from 'blockhash-core';
import type sharpFactory from 'sharp';
import { type ArtSource, placeholderSvg } from '../media/placeholder-image';

/** Side of the thumbnail the hash reads: the hash's 8 x 8 blocks get 8 x 8 pixels each. */
const THUMBNAIL = 64;
/** Blocks per side: an 8 x 8 blockhash is 64 bits, one PostgreSQL bigint. */
const HASH_BLOCKS = 8;
/** Where a video's card snapshot is taken (the media service's default, in ms). */
const SNAPSHOT_MS = 100;

/** A stored media item as the seed and the index keep it (`ads.media`). */
export interface FingerprintMedia {
  key: string;
  type: 'image' | 'video';
  width: number;
  height: number;
  duration: number | null;
  art?: ArtSource;
}

let sharpLoading: Promise<typeof sharpFactory> | null = null;

function loadSharp(): Promise<typeof sharpFactory> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

/**
 * Blockhash (bmvbhash, 64 bits) of an image's pixels: each of 8 x 8 blocks is one bit, set when
 * the block is brighter than the median of its quarter of the image. Resizing, re-encoding,
 * a small crop or a hue shift move few bits; another picture moves many. Signed, as a bigint
 * column holds it.
 */
export function blockhashOf(pixels: { width: number; height: number; data: Uint8Array }): bigint {
  const hex = bmvbhash(pixels, HASH_BLOCKS);
  return BigInt.asIntN(64, BigInt(`0x${hex}`));
}

/**
 * The fingerprint of a creative's first media item (the card's picture; a video's snapshot),
 * taken from the pixels the media service serves for it, rasterised straight at thumbnail size.
 */
export async function creativeFingerprint(
  media: readonly FingerprintMedia[],
): Promise<bigint | null> {
  const item = media[0];
  if (!item) return null;
  const frame =
    item.type === 'video'
      ? {
          atMs: Math.min(SNAPSHOT_MS, (item.duration ?? 0) * 1000),
          durationMs: (item.duration ?? 0) * 1000,
        }
      : null;
  const svg = placeholderSvg(item.key, item.width, item.height, frame, item.art ?? null);
  const sharp = await loadSharp();
  const density = (72 * THUMBNAIL) / Math.max(item.width, item.height);
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .resize(THUMBNAIL, THUMBNAIL, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return blockhashOf({ width: info.width, height: info.height, data: new Uint8Array(data) });
}
