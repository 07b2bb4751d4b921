/**
 * MinHash of an ad copy's word pairs (decision 0081). A copier who rewords the closing call keeps
 * most of the copy's word pairs, so most of their minimums; the copy's simhash, cut into 16-bit
 * bands, can lose every band to one changed word, since a short text's simhash moves 5 to 10 bits.
 *
 * Each band is the minimums of ROWS_PER_BAND independent hashes: two copies sharing a share J of
 * their word pairs share one band with probability J^3, and at least one of the six with
 * 1 - (1 - J^3)^6: 0.99 at J = 0.8 (a reworded closing), 0.55 at J = 0.5, 0.15 at J = 0.3 (one
 * sentence of three in common). Bands of two minimums held a median of 150 to 1,800 ads on the 500k
 * seed, whose copy is drawn from few sentences; bands of three hold about 130.
 */
export const COPY_MINHASH_BANDS = 6;
const ROWS_PER_BAND = 3;

/** Lower-case words (letters and digits of any script), punctuation dropped. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: a bijection of 32-bit numbers that spreads every input bit. */
function mix32(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** One seed per hash function, fixed: the stored bands must agree with every later request. */
const HASH_SEEDS = Array.from({ length: COPY_MINHASH_BANDS * ROWS_PER_BAND }, (_unused, index) =>
  mix32(0x9e3779b9 * (index + 1)),
);

/** The copy's word pairs (a one-word copy: its word), hashed once. */
function shingleHashes(text: string): number[] {
  const list = words(text);
  if (list.length <= 1) return list.map(fnv1a);
  return [...new Set(list.slice(1).map((word, index) => `${list[index]} ${word}`))].map(fnv1a);
}

/**
 * The copy's band values, one per band (COPY_MINHASH_BANDS), each a signed 32-bit number as an
 * `integer` column holds it; empty for a copy without words.
 */
export function copyMinhashValues(text: string): number[] {
  const shingles = shingleHashes(text);
  if (shingles.length === 0) return [];
  const minimums = HASH_SEEDS.map((seed) => {
    let minimum = 0xffffffff;
    for (const shingle of shingles) minimum = Math.min(minimum, mix32(shingle ^ seed));
    return minimum;
  });
  return Array.from({ length: COPY_MINHASH_BANDS }, (_unused, band) => {
    let value = 0;
    for (let row = 0; row < ROWS_PER_BAND; row++) {
      value = mix32(value ^ (minimums[band * ROWS_PER_BAND + row] ?? 0));
    }
    return value | 0;
  });
}
