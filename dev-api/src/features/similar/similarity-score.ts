import { fingerprintDistance } from '../variants/variant-rule';

/** What the ranking compares of a candidate, next to the ad asked about. */
export interface Evidence {
  /** Bits apart of 64; null when either ad has no picture. */
  imageDistance: number | null;
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
/** With a near picture, the headline or the copy must share at least this much too. */
const SHARED_WORDS = 0.5;
/** The same copy under a reworded headline (a copier's own name in it) is a look-alike too. */
const SAME_COPY = 0.85;
const REWORDED_HEADLINE = 0.45;

export function imageDistance(a: bigint | null, b: bigint | null): number | null {
  return a === null || b === null ? null : fingerprintDistance(a, b);
}

function imageCloseness(distance: number | null): number {
  return distance === null ? 0 : Math.max(0, 1 - distance / IMAGE_DISTANCE_LIMIT);
}

/**
 * A look-alike shows a near picture with some of the same words, or the same copy under a near
 * headline: a near picture alone is common in a layout many ads share, a stock headline alone
 * among ads of one kind, and a blockhash can move far on a flat picture whose blocks sit at their
 * median (decision 0066), so the words may carry a match the picture does not.
 */
export function isLookAlike(evidence: Evidence): boolean {
  const words = Math.max(evidence.headlineOverlap, evidence.copyOverlap);
  const nearPicture =
    evidence.imageDistance !== null && evidence.imageDistance < IMAGE_DISTANCE_LIMIT;
  return (
    (nearPicture && words >= SHARED_WORDS) ||
    (evidence.copyOverlap >= SAME_COPY && evidence.headlineOverlap >= REWORDED_HEADLINE)
  );
}

/** Rank score, 0 to 1: the picture weighs most, then the copy, the headline and the landing domain. */
export function similarityScore(evidence: Evidence): number {
  const score =
    0.4 * imageCloseness(evidence.imageDistance) +
    0.2 * evidence.headlineOverlap +
    0.35 * evidence.copyOverlap +
    (evidence.sameDomain ? 0.05 : 0);
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}

/** "image fingerprint distance 4; headline overlap 0.82; copy overlap 0.95; same landing domain" */
export function reasonFor(evidence: Evidence): string {
  const parts = [
    evidence.imageDistance === null
      ? 'no picture to compare'
      : `image fingerprint distance ${evidence.imageDistance}`,
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
