import { z } from 'zod/mini';
import { access } from '../../api/access';
import { defineEndpoint } from '../../api/endpoint';
import type { AdTagQueryField } from '../tags/ad-tag-vocabulary';
import {
  type TagVocabularyTerm,
  tagQueryFamilySchema,
  tagTermNameSchema,
  tagVocabularySchema,
} from './tag-vocabulary-schemas';
import {
  type TagVocabularyChange,
  noTermNamed,
  refused,
  termNamed,
  wordTaken,
} from './tag-vocabulary-terms';

/*
 * Synonyms a team's owner adds to and removes from its tag vocabulary (issue 39, decision 0068).
 * In the features entry (decision 0074): only the team page and the server read them.
 */

/** Enough words for the ways a team spells one tag, few enough that a query word stays cheap. */
export const TAG_TERM_SYNONYMS_LIMIT = 20;

/**
 * Adds a synonym to a term, or removes one. Removing a word that saved filters of the team still
 * type answers 409 naming them; `confirm` rewrites them to the term's name.
 */
export const tagSynonymBodySchema = z.object({
  family: tagQueryFamilySchema,
  name: tagTermNameSchema,
  synonym: tagTermNameSchema,
  confirm: z.optional(z.boolean()),
});
export type TagSynonymBody = z.infer<typeof tagSynonymBodySchema>;

/**
 * Adds a synonym to a term (team owner only): a word the team types for it, no name or synonym
 * of the family yet. No re-tag job: the tags and their rules do not change.
 */
export const addTagSynonymEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/tags/vocabulary/synonyms/add',
  access: access.signedIn(),
  body: tagSynonymBodySchema,
  data: tagVocabularySchema,
});

/** Removes a synonym (team owner only); 409 names the saved filters that still type it. */
export const removeTagSynonymEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/tags/vocabulary/synonyms/remove',
  access: access.signedIn(),
  body: tagSynonymBodySchema,
  data: tagVocabularySchema,
});

/** A change that takes no word away (a synonym added): no saved filter can lose its tag to it. */
export type TagVocabularyAddition =
  { ok: true; terms: TagVocabularyTerm[] } | { ok: false; field: string; message: string };

interface SynonymChange {
  family: AdTagQueryField;
  name: string;
  synonym: string;
}

/** Adds `synonym` to a term: it may be none of the family's names or synonyms yet. */
export function addTagSynonym(
  terms: readonly TagVocabularyTerm[],
  change: SynonymChange,
): TagVocabularyAddition {
  const { family, name, synonym } = change;
  const term = termNamed(terms, family, name);
  if (!term) return noTermNamed('name', family, name);
  const taken = wordTaken(terms, family, synonym);
  if (taken) return refused('synonym', taken);
  if (term.synonyms.length >= TAG_TERM_SYNONYMS_LIMIT)
    return refused(
      'synonym',
      `${family}:${name} has ${TAG_TERM_SYNONYMS_LIMIT} synonyms, the most a tag may have: remove one first`,
    );
  return {
    ok: true,
    terms: terms.map((other) =>
      other === term ? { ...term, synonyms: [...term.synonyms, synonym] } : other,
    ),
  };
}

/** Removes a synonym; saved queries that type it are rewritten to the term's name. */
export function removeTagSynonym(
  terms: readonly TagVocabularyTerm[],
  change: SynonymChange,
): TagVocabularyChange {
  const { family, name, synonym } = change;
  const term = termNamed(terms, family, name);
  if (!term) return noTermNamed('name', family, name);
  if (!term.synonyms.includes(synonym))
    return refused('synonym', `"${synonym}" is not a synonym of ${family}:${name}`);
  return {
    ok: true,
    terms: terms.map((other) =>
      other === term
        ? { ...term, synonyms: term.synonyms.filter((word) => word !== synonym) }
        : other,
    ),
    removedName: synonym,
    replacement: name,
  };
}
