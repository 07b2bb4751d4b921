import {
  AD_TAG_VOCABULARY,
  type AdTagFamily,
  isAdTag,
  nearestAdTag,
} from '@adlens/shared-contracts';

/*
 * The one place the server reads tag names: which tags a family has, what each is called, and
 * which stored tag a typed query word means. Today that is the contract's fixed vocabulary
 * (decision 0062); a team-owned vocabulary with renames and merges replaces these bodies, and the
 * detail, the facets and the query fields follow it without change.
 */

/** The family's tags as stored, in the vocabulary's order. */
export function knownTags(family: AdTagFamily): readonly string[] {
  return AD_TAG_VOCABULARY[family];
}

/** The stored tag a query word names (`Question` -> `question`), or null for none. */
export function resolveTag(family: AdTagFamily, typed: string): string | null {
  const tag = typed.toLowerCase();
  return isAdTag(family, tag) ? tag : null;
}

/** The known tag closest to an unknown one, for "did you mean". */
export function nearestKnownTag(family: AdTagFamily, typed: string): string {
  return nearestAdTag(family, typed);
}

/** What a page shows for a stored tag: `free_shipping` -> `free shipping`. */
export function tagLabel(_family: AdTagFamily, tag: string): string {
  return tag.replaceAll('_', ' ');
}
