import { fingerprintDistance } from '../variants/variant-rule';

/** What the ranking compares of a candidate, next to the ad asked about. */
export interface Evidence {
  /** Bits apart of 64; null when either ad has no picture. */
  imageDistance: number | null;
  /** Mean colours apart (RGB, 0-442); null when either picture has none yet (decision 0080). */
  colourDistance: number | null;
  /** Of the headlines with both advertisers' names left out. */
  headlineOverlap: number;
  copyOverlap: number;
  sameDomain: boolean;
}

/**
 * Pictures this many bits apart or more count as unrelated. Re-encoded, cropped and recoloured
 * copies of one seeded creative land at 0 to 8 bits; two different creatives of the placeholder
 * layout mostly at 10 and more.
 */
export const IMAGE_DISTANCE_LIMIT = 12;
/**
 * Mean colours this far apart or more count as different pictures: a quarter of a channel's range.
 * Re-encoded, cropped and slightly recoloured copies land within about 40 (90 % of seeded family
 * pairs); a different creative of the placeholder layout mostly beyond 100.
 */
export const COLOUR_DISTANCE_LIMIT = 64;
/** A look-alike's headline shares at least this much with the ad's, names left out. */
const SHARED_HEADLINE = 0.5;
/** The same copy stands in for a near picture when the picture moved. */
const SAME_COPY = 0.85;

export function imageDistance(a: bigint | null, b: bigint | null): number | null {
  return a === null || b === null ? null : fingerprintDistance(a, b);
}

/** 1 for the same, 0 at `limit` and beyond or when unknown. */
function closeness(distance: number | null, limit: number): number {
  return distance === null ? 0 : Math.max(0, 1 - distance / limit);
}

/**
 * A look-alike keeps the headline's words (the advertisers' names left out) and shows a near
 * picture or the same copy. The words must be the headline's: a near picture alone is common in a
 * layout many ads share, and so is the same copy among ads of one kind (on the 500k seed 8,088
 * bodies serve 500,000 ads), while a blockhash can move far on a flat picture whose blocks sit at
 * their median (decision 0066), so the copy may carry a match the picture does not.
 */
export function isLookAlike(evidence: Evidence): boolean {
  const nearPicture =
    evidence.imageDistance !== null && evidence.imageDistance < IMAGE_DISTANCE_LIMIT;
  return (
    evidence.headlineOverlap >= SHARED_HEADLINE &&
    (nearPicture || evidence.copyOverlap >= SAME_COPY)
  );
}

/**
 * Rank score, 0 to 1: the picture weighs most (its hash, then its colour), then the copy, the
 * headline and the landing domain. The colour is a fifth of the score: the copy and headline that
 * seeded strangers share word for word cannot tell them apart, and a picture's colour can.
 */
export function similarityScore(evidence: Evidence): number {
  const score =
    0.32 * closeness(evidence.imageDistance, IMAGE_DISTANCE_LIMIT) +
    0.2 * closeness(evidence.colourDistance, COLOUR_DISTANCE_LIMIT) +
    0.16 * evidence.headlineOverlap +
    0.28 * evidence.copyOverlap +
    (evidence.sameDomain ? 0.04 : 0);
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/** "image fingerprint distance 4; colour distance 6; headline overlap 0.82; copy overlap 0.95; same landing domain" */
export function reasonFor(evidence: Evidence): string {
  const parts = [
    evidence.imageDistance === null
      ? 'no picture to compare'
      : `image fingerprint distance ${evidence.imageDistance}`,
    ...(evidence.colourDistance === null ? [] : [`colour distance ${evidence.colourDistance}`]),
    `headline overlap ${evidence.headlineOverlap.toFixed(2)}`,
    `copy overlap ${evidence.copyOverlap.toFixed(2)}`,
  ];
  if (evidence.sameDomain) parts.push('same landing domain');
  return parts.join('; ');
}

/** One ad of a family, as "who ran it first" reads it. */
export interface Run {
  adId: number;
  ownerId: number;
  firstSeen: string;
}

/**
 * The earliest run among an ad and its look-alikes (ties: the lowest id), or null when a single
 * advertiser runs them all: "first run by" only tells something when others copied.
 */
export function firstRunOf<R extends Run>(runs: readonly R[]): R | null {
  if (new Set(runs.map((run) => run.ownerId)).size < 2) return null;
  return (
    [...runs].sort((a, b) => a.firstSeen.localeCompare(b.firstSeen) || a.adId - b.adId)[0] ?? null
  );
}
