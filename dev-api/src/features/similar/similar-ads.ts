import { type Platform } from '@adlens/shared-contracts';
import {
  SIMILAR_ADS_LIMIT,
  type SimilarAd,
  type SimilarAds,
} from '@adlens/shared-contracts/features';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import { CARD_COLUMNS, CARD_JOINS, bookmarkedColumn, toAdCard } from '../ads/ad-row';
import { colourDistance } from './image-fingerprint';
import { similarityKeysOf } from './similarity-keys';
import {
  type Evidence,
  firstRunOf,
  imageDistance,
  isLookAlike,
  reasonFor,
  similarityScore,
} from './similarity-score';

/** Ads read from one bucket at most: a bucket of a very common picture cannot make a request scan. */
const BUCKET_READ_LIMIT = 5000;
/**
 * Candidates scored per request: those whose shared buckets weigh most (see candidateIds). 400
 * rather than 200 since the picture bands (decision 0080): on 500k ads precision@10 0.874 -> 0.891,
 * p95 32 -> 47 ms; with the copy's MinHash bands (decision 0081) 0.924 at 200, 0.932 at 400.
 */
const CANDIDATE_LIMIT = 400;

const subjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  owner_name: z.string(),
  body: z.string(),
  domain_id: z.number(),
  text_fingerprint: z.string().nullable(),
  image_fingerprint: z.string().nullable(),
  colour: z.number().nullable(),
});

const scoredSchema = z.object({
  image_fingerprint: z.string().nullable(),
  colour: z.number().nullable(),
  headline_overlap: z.number(),
  copy_overlap: z.number(),
  same_domain: z.boolean(),
});

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

/**
 * A headline in lower case with both advertisers' names left out as whole words: a copier puts its
 * own name where the original's stood, and a name says who runs the ad, not what it shows.
 */
function headlineWithoutNames(title: string, subjectOwner: string): string {
  const padded = `' ' || lower(${title}) || ' '`;
  const withoutCandidate = `replace(${padded}, ' ' || lower(o.name) || ' ', ' ')`;
  return `replace(${withoutCandidate}, ' ' || lower(${subjectOwner}) || ' ', ' ')`;
}

/**
 * Ids sharing a bucket with the ad, those whose shared buckets weigh most first. A bucket weighs
 * `ln(1 + limit / its size)`, as a search engine weighs a rare word above a common one: a flat
 * picture's band is shared by many ads (on the 500k seed up to 55,000), a copy's by a handful. A
 * full read (the limit) weighs ln 2.
 */
async function candidateIds(
  db: Queryable,
  subject: z.infer<typeof subjectSchema>,
): Promise<number[]> {
  const image = bigintOrNull(subject.image_fingerprint);
  const keys = similarityKeysOf({
    body: subject.body,
    textFingerprint: bigintOrNull(subject.text_fingerprint),
    picture:
      image === null || subject.colour === null ? null : { hash: image, colour: subject.colour },
  });
  const rows = await db.query<{ ad_id: number }>(
    `SELECT k.ad_id FROM unnest($1::smallint[], $2::int[]) AS q(band, value)
     CROSS JOIN LATERAL (
       SELECT b.ad_id, count(*) OVER () AS size FROM (
         SELECT s.ad_id FROM ad_similarity_keys s
          WHERE s.band = q.band AND s.value = q.value AND s.ad_id <> $3
          LIMIT ${BUCKET_READ_LIMIT}) b) k
     GROUP BY k.ad_id
     ORDER BY sum(ln(1 + ${BUCKET_READ_LIMIT}::float8 / k.size)) DESC, k.ad_id LIMIT ${CANDIDATE_LIMIT}`,
    [keys.map((key) => key.band), keys.map((key) => key.value), subject.id],
  );
  return rows.map((row) => row.ad_id);
}

/**
 * `GET /v1/{platform}/ads/{id}/similar`: look-alikes of an ad on every platform and by every
 * advertiser (decision 0066), best first, each with its reason, and who ran the creative first
 * when they cross advertisers. A missing ad (or one of another platform) is a 404.
 */
export async function findSimilarAds(
  db: Queryable,
  input: { platform: Platform; id: number; userId: number },
): Promise<SimilarAds> {
  const [raw] = await db.query(
    `SELECT ${CARD_COLUMNS}, a.domain_id,
            a.text_fingerprint::text AS text_fingerprint, f.image_fingerprint::text AS image_fingerprint,
            f.colour
       FROM ads a ${CARD_JOINS} LEFT JOIN ad_image_fingerprints f ON f.ad_id = a.id
      WHERE a.platform = $1 AND a.id = $2`,
    [input.platform, input.id],
  );
  if (!raw) throw fail.notFound('Ad not found');
  const subject = subjectSchema.parse(raw);
  const ids = await candidateIds(db, subject);
  if (ids.length === 0) return { items: [], first_run: null };
  const rows = await db.query(
    `SELECT ${CARD_COLUMNS}, ${bookmarkedColumn('$5::int')},
            f.image_fingerprint::text AS image_fingerprint, f.colour,
            similarity(${headlineWithoutNames('a.title', '$6')},
                       ${headlineWithoutNames('$2', '$6')})::float8 AS headline_overlap,
            similarity(a.body, $3)::float8 AS copy_overlap,
            a.domain_id = $4 AS same_domain
       FROM ads a ${CARD_JOINS} LEFT JOIN ad_image_fingerprints f ON f.ad_id = a.id
      WHERE a.id = ANY($1::int[])`,
    [ids, subject.title, subject.body, subject.domain_id, input.userId, subject.owner_name],
  );
  const subjectImage = bigintOrNull(subject.image_fingerprint);
  const matches = rows
    .map((row) => {
      const scored = scoredSchema.parse(row);
      const evidence: Evidence = {
        imageDistance: imageDistance(subjectImage, bigintOrNull(scored.image_fingerprint)),
        colourDistance:
          subject.colour === null || scored.colour === null
            ? null
            : colourDistance(subject.colour, scored.colour),
        headlineOverlap: scored.headline_overlap,
        copyOverlap: scored.copy_overlap,
        sameDomain: scored.same_domain,
      };
      return { row, evidence };
    })
    .filter(({ evidence }) => isLookAlike(evidence))
    .map(({ row, evidence }): SimilarAd => ({
      ad: toAdCard(row),
      score: similarityScore(evidence),
      image_distance: evidence.imageDistance,
      headline_overlap: Math.round(evidence.headlineOverlap * 100) / 100,
      copy_overlap: Math.round(evidence.copyOverlap * 100) / 100,
      same_domain: evidence.sameDomain,
      reason: reasonFor(evidence),
    }))
    .sort((a, b) => b.score - a.score || a.ad.id - b.ad.id)
    .slice(0, SIMILAR_ADS_LIMIT);
  const first = firstRunOf(
    [toAdCard(raw), ...matches.map((match) => match.ad)].map((card) => ({
      adId: card.id,
      ownerId: card.owner.id,
      firstSeen: card.first_seen,
      card,
    })),
  );
  return {
    items: matches,
    first_run: first && {
      ad_id: first.card.id,
      platform: first.card.platform,
      owner: first.card.owner,
      first_seen: first.card.first_seen,
    },
  };
}
