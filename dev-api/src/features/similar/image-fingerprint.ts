import { bmvbhash } from 'blockhash-core';
import type sharpFactory from 'sharp';
import { type ArtSource, placeholderSvg } from '../media/placeholder-image';

/**
 * Side of the thumbnail the hash reads: each of the hash's 8 x 8 blocks gets 4 x 4 pixels, as
 * many as the block's mean brightness needs (64 px cost 30 % more and matched no better).
 */
const THUMBNAIL = 32;
/** Blocks per side: an 8 x 8 blockhash is 64 bits, one PostgreSQL bigint. */
const HASH_BLOCKS = 8;
/** Where a video's card snapshot is taken (the media service's default, in ms). */
const SNAPSHOT_MS = 100;
/**
 * Thumbnails drawn in one sharp call. Each call pays a fixed cost (parse, pipeline, threads) far
 * above drawing a 32 px tile, so the seed draws its creatives as a contact sheet (decision 0066).
 */
const SHEET_TILES = 400;
const BYTES_PER_PIXEL = 4;

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

/** The picture the media service serves for an item (a video's card snapshot), as SVG. */
function creativeSvg(item: FingerprintMedia, filterId: string): string {
  const frame =
    item.type === 'video'
      ? {
          atMs: Math.min(SNAPSHOT_MS, (item.duration ?? 0) * 1000),
          durationMs: (item.duration ?? 0) * 1000,
        }
      : null;
  return placeholderSvg(item.key, item.width, item.height, frame, item.art ?? null, filterId);
}

/**
 * One tile of a contact sheet: the creative's whole picture squeezed into THUMBNAIL x THUMBNAIL
 * (as a resize with `fit: fill` would), at the tile's place.
 */
function sheetTile(item: FingerprintMedia, index: number, columns: number): string {
  const x = (index % columns) * THUMBNAIL;
  const y = Math.floor(index / columns) * THUMBNAIL;
  return `<svg x="${x}" y="${y}" width="${THUMBNAIL}" height="${THUMBNAIL}" viewBox="0 0 ${item.width} ${item.height}" preserveAspectRatio="none">${creativeSvg(item, `tint-${index}`)}</svg>`;
}

/**
 * What the similarity index keeps of a picture: its blockhash, and its mean colour (0xRRGGBB). The
 * hash reads brightness against the median, so flat pictures of one layout hash alike whatever their
 * colours; the mean colour tells them apart, and a re-encoded, cropped or slightly recoloured copy
 * keeps it (decision 0080).
 */
export interface PictureFingerprint {
  hash: bigint;
  colour: number;
}

/** The mean colour of RGBA pixels, as 0xRRGGBB. */
export function meanColour(pixels: Uint8Array): number {
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let offset = 0; offset < pixels.length; offset += BYTES_PER_PIXEL) {
    red += pixels[offset] ?? 0;
    green += pixels[offset + 1] ?? 0;
    blue += pixels[offset + 2] ?? 0;
  }
  const count = Math.max(1, pixels.length / BYTES_PER_PIXEL);
  const mean = (sum: number) => Math.round(sum / count);
  return (mean(red) << 16) | (mean(green) << 8) | mean(blue);
}

/** How far apart two mean colours are: the straight distance in RGB, 0 to 442. */
export function colourDistance(a: number, b: number): number {
  const channel = (value: number, shift: number) => (value >> shift) & 0xff;
  return Math.round(
    Math.hypot(
      channel(a, 16) - channel(b, 16),
      channel(a, 8) - channel(b, 8),
      channel(a, 0) - channel(b, 0),
    ),
  );
}

/** Draws up to SHEET_TILES pictures in one sharp call and fingerprints each tile's pixels. */
async function sheetFingerprints(
  items: readonly FingerprintMedia[],
): Promise<PictureFingerprint[]> {
  const columns = Math.ceil(Math.sqrt(items.length));
  const rows = Math.ceil(items.length / columns);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * THUMBNAIL}" height="${rows * THUMBNAIL}">${items
    .map((item, index) => sheetTile(item, index, columns))
    .join('')}</svg>`;
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(sheet))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rowBytes = THUMBNAIL * BYTES_PER_PIXEL;
  return items.map((_item, index) => {
    const left = (index % columns) * THUMBNAIL;
    const top = Math.floor(index / columns) * THUMBNAIL;
    const tile = new Uint8Array(THUMBNAIL * rowBytes);
    for (let line = 0; line < THUMBNAIL; line++) {
      const start = ((top + line) * info.width + left) * BYTES_PER_PIXEL;
      tile.set(data.subarray(start, start + rowBytes), line * rowBytes);
    }
    return {
      hash: blockhashOf({ width: THUMBNAIL, height: THUMBNAIL, data: tile }),
      colour: meanColour(tile),
    };
  });
}

/**
 * The fingerprints of many creatives' first media items (the card's picture; a video's
 * snapshot), from the pixels the media service serves for them; null for a creative without
 * media. A creative fingerprints the same alone as among others (its tile is drawn the same).
 */
export async function creativeFingerprints(
  creatives: readonly (readonly FingerprintMedia[])[],
): Promise<(PictureFingerprint | null)[]> {
  const drawn = creatives.flatMap((media, index) => (media[0] ? [{ index, item: media[0] }] : []));
  const fingerprints = new Array<PictureFingerprint | null>(creatives.length).fill(null);
  // One sheet at a time: a second in flight measured no faster on two loaded cores.
  for (let start = 0; start < drawn.length; start += SHEET_TILES) {
    const sheet = drawn.slice(start, start + SHEET_TILES);
    const prints = await sheetFingerprints(sheet.map(({ item }) => item));
    sheet.forEach(({ index }, offset) => {
      fingerprints[index] = prints[offset] ?? null;
    });
  }
  return fingerprints;
}

/** The fingerprint of one creative (see creativeFingerprints). */
export async function creativeFingerprint(
  media: readonly FingerprintMedia[],
): Promise<PictureFingerprint | null> {
  const [fingerprint] = await creativeFingerprints([media]);
  return fingerprint ?? null;
}
