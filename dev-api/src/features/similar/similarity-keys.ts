import { textFingerprint } from '../variants/variant-rule';
import type { FingerprintMedia } from './image-fingerprint';
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
 * decision 0033), 8-11 the copy's alone: a copier who rewrites the headline keeps the copy.
 */
export const IMAGE_BAND_BASE = 0;
export const TEXT_BAND_BASE = BANDS;
export const COPY_BAND_BASE = 2 * BANDS;

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
  fingerprints: { ad_id: number; image_fingerprint: string }[];
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
      rows.fingerprints.push({ ad_id: ad.id, image_fingerprint: image.toString() });
      keys.push(...bandsOf(image, IMAGE_BAND_BASE));
    }
    rows.keys.push(...keys.map((key) => ({ ad_id: ad.id, ...key })));
  });
  return rows;
}
