import { AD_TAG_FAMILIES, AD_TAG_VOCABULARY, type AdTagFamily } from '@adlens/shared-contracts';
import { creativeFor } from '../../seed/gen-creative';
import type { TagTruth } from '../../seed/gen-creative';
import { generateCatalog } from '../../seed/seed';
import { taggerInputOf } from './ad-tag-rows';
import { tagAd } from './tag-ad';

/**
 * How well the tagger reads the seed's labelled ads (decision 0062): per tag precision, recall
 * and F1 over the ads, and per family the macro-F1 (the mean over its tags that occur in the truth
 * or the output). The truth comes from the generator beside each ad; the tagger sees the ad only.
 */
export interface TagScore {
  tag: string;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface FamilyScore {
  family: AdTagFamily;
  macroF1: number;
  tags: TagScore[];
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

export function scoreTags(pairs: Iterable<{ truth: TagTruth; found: TagTruth }>): FamilyScore[] {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const count = (key: string) => {
    const known = counts.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    counts.set(key, known);
    return known;
  };
  for (const { truth, found } of pairs) {
    for (const family of AD_TAG_FAMILIES) {
      for (const tag of found[family]) {
        if (truth[family].has(tag)) count(`${family}:${tag}`).tp += 1;
        else count(`${family}:${tag}`).fp += 1;
      }
      for (const tag of truth[family])
        if (!found[family].has(tag)) count(`${family}:${tag}`).fn += 1;
    }
  }
  return AD_TAG_FAMILIES.map((family) => {
    const tags = AD_TAG_VOCABULARY[family].flatMap((tag): TagScore[] => {
      const tally = counts.get(`${family}:${tag}`);
      if (!tally) return [];
      const precision = ratio(tally.tp, tally.tp + tally.fp);
      const recall = ratio(tally.tp, tally.tp + tally.fn);
      const f1 = ratio(2 * precision * recall, precision + recall);
      return [{ tag, support: tally.tp + tally.fn, precision, recall, f1 }];
    });
    const macroF1 = ratio(
      tags.reduce((sum, score) => sum + score.f1, 0),
      tags.length,
    );
    return { family, macroF1, tags };
  });
}

function foundTags(tags: ReturnType<typeof tagAd>): TagTruth {
  const found = Object.fromEntries(
    AD_TAG_FAMILIES.map((family) => [family, new Set<string>()]),
  ) as TagTruth;
  for (const tag of tags) found[tag.family].add(tag.tag);
  return found;
}

/** The first `ads` seeded ads with their true tags and the tagger's. */
export function* labelledAds(ads: number) {
  const catalog = generateCatalog(
    { ads, owners: Math.max(45, Math.ceil(ads / 10)), domains: Math.max(40, Math.ceil(ads / 20)) },
    // Dates play no part in tags; a fixed day keeps the set the same on every run.
    new Date('2026-11-01T00:00:00Z'),
  );
  for (const batch of catalog.ads) {
    for (const ad of batch.ads) {
      yield { truth: creativeFor(ad).truth, found: foundTags(tagAd(taggerInputOf(ad))) };
    }
  }
}
