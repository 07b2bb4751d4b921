import { textFingerprint } from '../variants/variant-rule';
import type { FingerprintMedia, PictureFingerprint } from './image-fingerprint';
import { creativeFingerprints } from './image-fingerprint';
import { copyMinhashValues } from './copy-minhash';

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
 * Band numbers: 4-7 the text fingerprint's (headline and copy, decision 0033), 8-11 the copy's
 * alone: a copier who rewrites the headline keeps the copy. 12-15 are the image fingerprint's with
 * the picture's coarse colour beside them (decision 0080): a flat picture's image band alone is
 * shared by up to 188,000 of 500,000 ads, with its colour by at most 55,000. 16-21 are the copy's
 * MinHash bands (decision 0081), which a reworded closing leaves where a simhash band moves. 0-3
 * held the image bands alone until decision 0081: no request read past their first 5,000 ads.
 */
export const TEXT_BAND_BASE = BANDS;
export const COPY_BAND_BASE = 2 * BANDS;
export const PICTURE_BAND_BASE = 3 * BANDS;
export const COPY_MINHASH_BAND_BASE = 4 * BANDS;

/** Levels per colour channel in a picture band: four, so a slight recolour rarely crosses one. */
const COLOUR_LEVEL_BITS = 2;

/** The picture's mean colour at COLOUR_LEVEL_BITS per channel (6 bits). */
function coarseColour(colour: number): number {
  const level = (shift: number) => ((colour >> shift) & 0xff) >> (8 - COLOUR_LEVEL_BITS);
  return (level(16) << (2 * COLOUR_LEVEL_BITS)) | (level(8) << COLOUR_LEVEL_BITS) | level(0);
}

/** The picture bands: each 16-bit band of the image fingerprint with the coarse colour above it. */
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

/** The copy's MinHash bands (COPY_MINHASH_BANDS of them; none for a copy without words). */
export function copyMinhashBandsOf(body: string): SimilarityKey[] {
  return copyMinhashValues(body).map((value, index) => ({
    band: COPY_MINHASH_BAND_BASE + index,
    value,
  }));
}

/**
 * Every band of an ad: those its look-alikes are found by. The picture's when it has one with a
 * colour (a database fingerprinted before decision 0080 has none until its backfill).
 */
export function similarityKeysOf(ad: {
  body: string;
  textFingerprint: bigint | null;
  picture: PictureFingerprint | null;
}): SimilarityKey[] {
  return [
    ...(ad.textFingerprint === null ? [] : bandsOf(ad.textFingerprint, TEXT_BAND_BASE)),
    ...bandsOf(copyFingerprint(ad.body), COPY_BAND_BASE),
    ...(ad.picture === null ? [] : pictureBandsOf(ad.picture)),
    ...copyMinhashBandsOf(ad.body),
  ];
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
    const picture = images[index] ?? null;
    if (picture !== null) {
      rows.fingerprints.push({
        ad_id: ad.id,
        image_fingerprint: picture.hash.toString(),
        colour: picture.colour,
      });
    }
    const keys = similarityKeysOf({
      body: ad.body,
      textFingerprint: BigInt(ad.text_fingerprint),
      picture,
    });
    rows.keys.push(...keys.map((key) => ({ ad_id: ad.id, ...key })));
  });
  return rows;
}
