/**
 * The variant rule (decision 0033): which creatives are near-identical copies of one another and
 * so show as one search result with "N variants". Fingerprints are computed once, when an ad is
 * stored (seed or insert), and kept in columns; groups are assigned then too, so a search only
 * reads a column.
 */

/** What the rule reads of an ad. */
export interface VariantCandidate {
  id: number;
  platform: string;
  owner_id: number;
  domain_id: number;
  text_fingerprint: bigint;
  media_fingerprint: string;
}

/**
 * Largest number of differing bits (of 64) between two text fingerprints that still count as the
 * same text: a changed word or an added short phrase moves 2 to 8 bits on the seed's copy, while
 * two different texts of one advertiser differ in about 20 to 40.
 */
export const TEXT_DISTANCE_MAX = 10;

/** Lower-case words (letters and digits of any script), punctuation dropped. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** FNV-1a, 32 bits, from a given basis: two bases give two independent halves of a 64-bit hash. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Characters per shingle: long enough to carry words, short enough that an edit touches few. */
const SHINGLE = 5;

/**
 * SimHash of the text's character shingles (over its words, case and punctuation dropped): near
 * texts get near fingerprints, since an edit changes only the few shingles around it. Signed, as
 * a PostgreSQL `bigint` holds it.
 */
export function textFingerprint(text: string): bigint {
  const normal = words(text).join(' ');
  const features =
    normal.length <= SHINGLE
      ? [normal]
      : Array.from({ length: normal.length - SHINGLE + 1 }, (_unused, index) =>
          normal.slice(index, index + SHINGLE),
        );
  const weights = new Array<number>(64).fill(0);
  for (const feature of features) {
    const high = fnv1a(feature, 0x811c9dc5);
    const low = fnv1a(feature, 0x050c5d1f);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] = (weights[bit] ?? 0) + ((low >>> bit) & 1 ? 1 : -1);
      weights[bit + 32] = (weights[bit + 32] ?? 0) + ((high >>> bit) & 1 ? 1 : -1);
    }
  }
  let fingerprint = 0n;
  for (let bit = 63; bit >= 0; bit--) {
    fingerprint = (fingerprint << 1n) | ((weights[bit] ?? 0) > 0 ? 1n : 0n);
  }
  return BigInt.asIntN(64, fingerprint);
}

/** The text an ad's fingerprint is taken of: what a viewer reads (the button is compared apart). */
export function variantText(ad: { title: string; body: string }): string {
  return `${ad.title}\n${ad.body}`;
}

/**
 * The creative's shape: format, and per item its kind, aspect ratio and (videos) length in
 * 5-second steps. The dev server keeps no pixels to hash perceptually; resized or re-encoded copies
 * of one creative keep this shape, a different creative format does not.
 */
export function mediaFingerprint(
  mediaType: string,
  media: readonly { type: string; width: number; height: number; duration: number | null }[],
): string {
  const items = media.map((item) => {
    const ratio = item.height > 0 ? (item.width / item.height).toFixed(2) : '0';
    const length = item.duration === null ? '' : `:${Math.round(item.duration / 5) * 5}s`;
    return `${item.type}@${ratio}${length}`;
  });
  return `${mediaType}|${items.join(',')}`;
}

/** Bits that differ between two 64-bit fingerprints. */
export function fingerprintDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff > 0n) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}

/**
 * THE rule: two ads are variants of one creative when one advertiser runs both on one platform to
 * one landing domain, with the same media shape and texts at most TEXT_DISTANCE_MAX bits apart.
 */
export function areVariants(a: VariantCandidate, b: VariantCandidate): boolean {
  return (
    a.platform === b.platform &&
    a.owner_id === b.owner_id &&
    a.domain_id === b.domain_id &&
    a.media_fingerprint === b.media_fingerprint &&
    fingerprintDistance(a.text_fingerprint, b.text_fingerprint) <= TEXT_DISTANCE_MAX
  );
}

/**
 * Each ad's group: the smallest id among the ads it is linked to by a chain of variant pairs (its
 * own id when it has none). Only ads of one advertiser, platform and domain are compared, so the
 * work grows with the largest such set, not with the square of all ads.
 */
export function assignVariantGroups(ads: readonly VariantCandidate[]): Map<number, number> {
  const buckets = new Map<string, VariantCandidate[]>();
  for (const ad of ads) {
    // Everything the rule compares exactly is in the key: only the text distance is left.
    const key = `${ad.platform}|${ad.owner_id}|${ad.domain_id}|${ad.media_fingerprint}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(ad);
    else buckets.set(key, [ad]);
  }
  const parent = new Map<number, number>(ads.map((ad) => [ad.id, ad.id]));
  const root = (id: number): number => {
    let current = id;
    while (parent.get(current) !== current) current = parent.get(current) ?? current;
    parent.set(id, current);
    return current;
  };
  for (const bucket of buckets.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const a = bucket[i];
        const b = bucket[j];
        if (!a || !b || !areVariants(a, b)) continue;
        const [low, high] = [root(a.id), root(b.id)].sort((x, y) => x - y);
        if (low !== undefined && high !== undefined && low !== high) parent.set(high, low);
      }
    }
  }
  return new Map(ads.map((ad) => [ad.id, root(ad.id)]));
}
