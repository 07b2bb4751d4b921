import { AD_TAG_VOCABULARY, type AdTagFamily } from '@adlens/shared-contracts';

/*
 * The tagger's own tag names, as the ad detail and the filter bar's counts show them (decision
 * 0067). Query words resolve through the searcher's team vocabulary instead (decision 0068,
 * `tag-query-sql.ts`); showing a team's renamed names here too is the next step.
 */

/** The family's tags as stored, in the vocabulary's order. */
export function knownTags(family: AdTagFamily): readonly string[] {
  return AD_TAG_VOCABULARY[family];
}

/** What a page shows for a stored tag: `free_shipping` -> `free shipping`. */
export function tagLabel(_family: AdTagFamily, tag: string): string {
  return tag.replaceAll('_', ' ');
}
