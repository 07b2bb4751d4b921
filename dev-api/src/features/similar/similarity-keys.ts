import { textFingerprint } from '../variants/variant-rule';
import type { FingerprintMedia, PictureFingerprint } from './image-fingerprint';
import { creativeFingerprints } from './image-fingerprint';

/**
 * Candidate buckets (decision 0066): each 64-bit fingerprint is cut into four 16-bit bands, and an
 * ad is a candidate for another when one band is equal. Two fingerprints at most 3 bits apart
 * always share a band (four bands, at most three of them touched); a request reads four index
 * ranges per fingerprint instead of every ad.
 */
export const BANDS = 4;
const BAND_BITS = 16n;
const BAND_MASK = (1n << BAND_BITS) - 1n;

/**
 * Band numbers: 0-3 the image fingerprint's, 4-7 the text fingerprint's (headline and copy,
 * decision 0033), 8-11 the copy's alone: a copier who rewrites the headline keeps the copy. 12-15
 * are the image bands again with the picture's coarse colour beside them (decision 0080): a flat
 * picture's band alone is shared by up to 188,000 of 500,000 ads, with its colour by at most 55,000.
 */
export const IMAGE_BAND_BASE = 0;
export const TEXT_BAND_BASE = BANDS;
export const COPY_BAND_BASE = 2 * BANDS;
export const PICTURE_BAND_BASE = 3 * BANDS;

/** Levels per colour channel in a picture band: four, so a slight recolour rarely crosses one. */
const COLOUR_LEVEL_BITS = 2;

/** The picture's mean colour at COLOUR_LEVEL_BITS per channel (6 bits). */
function coarseColour(colour: number): number {
  const level = (shift: number) => ((colour >> shift) & 0xff) >> (8 - COLOUR_LEVEL_BITS);
  return (level(16) << (2 * COLOUR_LEVEL_BITS)) | (level(8) << COLOUR_LEVEL_BITS) | level(0);
}

/** The picture bands: each 16-bit image band with the coarse colour above it. */
export function pictureBandsOf(picture: PictureFingerprint): SimilarityKey[] {
  const colour = coarseColour(picture.colour) * 2 ** Number(BAND_BITS);
  return bandsOf(picture.hash, PICTURE_BAND_BASE).map((key) => ({
    ...key,
    value: key.value + colour,
  }));
}

/** The copy's own fingerprint: the variant rule's simhash over the body alone. */
export function copyFingerprint(body: string): bigint {
  return textFingerprint(body);
}

export interface SimilarityKey {
  band: number;
  value: number;
}

export function bandsOf(fingerprint: bigint, base: number): SimilarityKey[] {
  const unsigned = BigInt.asUintN(64, fingerprint);
  return Array.from({ length: BANDS }, (_unused, index) => ({
    band: base + index,
    value: Number((unsigned >> (BAND_BITS * BigInt(index))) & BAND_MASK),
  }));
}

/** What the similarity index reads of an ad row (seed, ingest). */
export interface IndexableAd {
  id: number;
  body: string;
  text_fingerprint: string;
  media: readonly FingerprintMedia[];
}

export interface SimilarityRows {
  fingerprints: { ad_id: number; image_fingerprint: string; colour: number }[];
  keys: { ad_id: number; band: number; value: number }[];
}

/** The rows of `ad_image_fingerprints` and `ad_similarity_keys` for a batch of ads, for bulkInsert. */
export async function similarityRows(ads: readonly IndexableAd[]): Promise<SimilarityRows> {
  const images = await creativeFingerprints(ads.map((ad) => ad.media));
  const rows: SimilarityRows = { fingerprints: [], keys: [] };
  ads.forEach((ad, index) => {
    const image = images[index];
    const keys = [
      ...bandsOf(BigInt(ad.text_fingerprint), TEXT_BAND_BASE),
      ...bandsOf(copyFingerprint(ad.body), COPY_BAND_BASE),
    ];
    if (image !== null && image !== undefined) {
      rows.fingerprints.push({
        ad_id: ad.id,
        image_fingerprint: image.hash.toString(),
        colour: image.colour,
      });
      keys.push(...bandsOf(image.hash, IMAGE_BAND_BASE), ...pictureBandsOf(image));
    }
    rows.keys.push(...keys.map((key) => ({ ad_id: ad.id, ...key })));
  });
  return rows;
}
