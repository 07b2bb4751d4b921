import {
  AD_TAG_QUERY_FIELDS,
  AD_TAG_VOCABULARY,
  type AdTagFamily,
  type AdTagQueryField,
  type TagVocabularyTerm,
} from '@adlens/shared-contracts';

/*
 * What a team calls the tagger's tags (decisions 0067, 0068). Stored tags keep the tagger's names;
 * the ad detail's labels and the filter bar's choices show the reader's team vocabulary, so a
 * renamed or merged tag reads, and is queried, by the name the team gave it.
 */

/** The family's tags as stored, in the tagger's vocabulary order. */
export function knownTags(family: AdTagFamily): readonly string[] {
  return AD_TAG_VOCABULARY[family];
}

/** `free_shipping` -> `free shipping`: a name as a page shows it. */
function shown(name: string): string {
  return name.replaceAll('_', ' ');
}

function isQueryField(family: AdTagFamily): family is AdTagQueryField {
  return (AD_TAG_QUERY_FIELDS as readonly string[]).includes(family);
}

/**
 * What a page shows for a stored tag: the name of the team's term that gathers it, or the tagger's
 * own name for a family no query names (format) or a tag no term gathers.
 */
export function tagLabel(
  terms: readonly TagVocabularyTerm[],
  family: AdTagFamily,
  tag: string,
): string {
  const term = isQueryField(family)
    ? terms.find((candidate) => candidate.family === family && candidate.tags.includes(tag))
    : undefined;
  return shown(term?.name ?? tag);
}

/** The label of a term: its name as a page shows it. */
export function termLabel(term: TagVocabularyTerm): string {
  return shown(term.name);
}
