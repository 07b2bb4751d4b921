import { SIMILAR_ADS_LIMIT } from '@adlens/shared-contracts/features';
import type { Queryable } from '../../db/database';
import { familyOf } from '../../seed/similar-families';
import { findSimilarAds } from './similar-ads';

/** What the similarity benchmark and its test report over the seeded look-alike families. */
export interface SimilarityQuality {
  /** Family members asked about. */
  queries: number;
  /** Mean share of the ten results that are of the asked ad's family. */
  precisionAt10: number;
  /** Asked ads whose ten results held every family member that fits in ten. */
  fullRecall: number;
  /** Milliseconds per request, in the order asked (for percentiles). */
  latenciesMs: number[];
}

/**
 * At most `count` items spread evenly from first to last. A sample of the first members alone
 * flatters a large seed: its early ads meet buckets that later ads have filled.
 */
export function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from(
    { length: count },
    (_unused, index) => items[Math.floor((index * items.length) / count)],
  ).filter((item): item is T => item !== undefined);
}

/**
 * Asks "more like this" of every seeded family member (up to `limit`, spread over the seed) and
 * scores the answers against the seed's hidden families (decision 0066). The one reader of the
 * truth besides the seed's generator: the endpoint never sees it.
 */
export async function measureSimilarity(
  db: Queryable,
  { limit = Number.POSITIVE_INFINITY, userId }: { limit?: number; userId: number },
): Promise<SimilarityQuality> {
  const ads = await db.query<{ id: number; platform: string }>(
    'SELECT id, platform FROM ads ORDER BY id',
  );
  const members = spreadEvenly(
    ads.filter((ad) => familyOf(ad.id) !== null),
    limit,
  );
  const familySizes = new Map<number, number>();
  for (const ad of ads) {
    const family = familyOf(ad.id)?.family;
    if (family !== undefined) familySizes.set(family, (familySizes.get(family) ?? 0) + 1);
  }
  let precisionSum = 0;
  let complete = 0;
  const latenciesMs: number[] = [];
  for (const member of members) {
    const family = familyOf(member.id)?.family;
    const started = performance.now();
    const answer = await findSimilarAds(db, {
      platform: member.platform as Parameters<typeof findSimilarAds>[1]['platform'],
      id: member.id,
      userId,
    });
    latenciesMs.push(performance.now() - started);
    const hits = answer.items.filter((item) => familyOf(item.ad.id)?.family === family).length;
    precisionSum += hits / SIMILAR_ADS_LIMIT;
    const reachable = Math.min(SIMILAR_ADS_LIMIT, (familySizes.get(family ?? 0) ?? 1) - 1);
    if (hits >= reachable) complete++;
  }
  const queries = members.length;
  return {
    queries,
    precisionAt10: queries === 0 ? 0 : precisionSum / queries,
    fullRecall: queries === 0 ? 0 : complete / queries,
    latenciesMs,
  };
}
