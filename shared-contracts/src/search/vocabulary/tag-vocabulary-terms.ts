import {
  AD_TAG_QUERY_FIELDS,
  AD_TAG_VOCABULARY,
  type AdTagQueryField,
} from '../tags/ad-tag-vocabulary';
import type { TagVocabularyTerm } from './tag-vocabulary-schemas';

/**
 * The terms of a tag vocabulary and the two changes a team may make to them (decision 0068). Pure
 * functions: the server applies them under the team's row lock, the page can preview them.
 */

/** Words analysts type for a tag, found from the start in every vocabulary. */
const DEFAULT_SYNONYMS: Partial<Record<AdTagQueryField, Record<string, string[]>>> = {
  hook: { point_of_view: ['pov'], statistic: ['number'], before_after: ['transformation'] },
  angle: { social_proof: ['reviews'], price: ['value'] },
  offer: { percent_off: ['discount'], free_shipping: ['shipping'] },
};

/** The vocabulary of a team that changed nothing: each tagger tag under its own name. */
export function defaultTagTerms(): TagVocabularyTerm[] {
  return AD_TAG_QUERY_FIELDS.flatMap((family) =>
    AD_TAG_VOCABULARY[family].map((tag) => ({
      family,
      name: tag,
      synonyms: DEFAULT_SYNONYMS[family]?.[tag] ?? [],
      tags: [tag],
    })),
  );
}

/** The term a query word names in `family`, by its name or a synonym (case-insensitive). */
export function findTagTerm(
  terms: readonly TagVocabularyTerm[],
  family: AdTagQueryField,
  typed: string,
): TagVocabularyTerm | undefined {
  const word = typed.toLowerCase();
  return terms.find(
    (term) => term.family === family && (term.name === word || term.synonyms.includes(word)),
  );
}

function editDistance(from: string, to: string): number {
  // One row of the dynamic programme: row[j] is the distance from `from`'s prefix to `to`'s.
  let row = Array.from({ length: to.length + 1 }, (_unused, index) => index);
  for (const [i, fromChar] of [...from].entries()) {
    const next = [i + 1];
    for (const [j, toChar] of [...to].entries()) {
      const replace = (row[j] ?? 0) + (fromChar === toChar ? 0 : 1);
      next.push(Math.min(replace, (row[j + 1] ?? 0) + 1, (next[j] ?? 0) + 1));
    }
    row = next;
  }
  return row[to.length] ?? 0;
}

/** The family's name (not synonym) fewest edits from `typed`: what "did you mean" offers. */
export function nearestTagTermName(
  terms: readonly TagVocabularyTerm[],
  family: AdTagQueryField,
  typed: string,
): string | undefined {
  const word = typed.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const term of terms) {
    if (term.family !== family) continue;
    const distance = editDistance(word, term.name);
    if (!best || distance < best.distance) best = { name: term.name, distance };
  }
  return best?.name;
}

export type TagVocabularyChange =
  | { ok: true; terms: TagVocabularyTerm[]; removedName: string; replacement: string }
  | { ok: false; field: string; message: string };

/** A change refused, blaming one body field. Shared with the synonym changes (features entry). */
export function refused(
  field: string,
  message: string,
): { ok: false; field: string; message: string } {
  return { ok: false, field, message };
}

export function termNamed(
  terms: readonly TagVocabularyTerm[],
  family: AdTagQueryField,
  name: string,
) {
  return terms.find((term) => term.family === family && term.name === name);
}

export function noTermNamed(field: string, family: AdTagQueryField, name: string) {
  return refused(field, `There is no ${family} tag named "${name}"`);
}

/** Why `word` cannot become a new name or synonym in `family`, or null while it is free. */
export function wordTaken(
  terms: readonly TagVocabularyTerm[],
  family: AdTagQueryField,
  word: string,
): string | null {
  const taken = findTagTerm(terms, family, word);
  if (!taken) return null;
  return taken.name === word
    ? `A ${family} tag is already named "${word}": merge into it instead`
    : `"${word}" is already a synonym of ${family}:${taken.name}`;
}

/** Renames a term; the new name may be none of the family's names or synonyms. */
export function renameTagTerm(
  terms: readonly TagVocabularyTerm[],
  change: { family: AdTagQueryField; name: string; to: string },
): TagVocabularyChange {
  const { family, name, to } = change;
  if (!termNamed(terms, family, name)) return noTermNamed('name', family, name);
  if (to === name) return refused('to', `The ${family} tag is already named "${name}"`);
  const taken = wordTaken(terms, family, to);
  if (taken) return refused('to', taken);
  return {
    ok: true,
    terms: terms.map((term) =>
      term.family === family && term.name === name ? { ...term, name: to } : term,
    ),
    removedName: name,
    replacement: to,
  };
}

/** Merges `from` into `into`: its tags and synonyms join, its name goes away. */
export function mergeTagTerms(
  terms: readonly TagVocabularyTerm[],
  change: { family: AdTagQueryField; from: string; into: string },
): TagVocabularyChange {
  const { family, from, into } = change;
  const source = termNamed(terms, family, from);
  if (!source) return noTermNamed('from', family, from);
  if (!termNamed(terms, family, into)) return noTermNamed('into', family, into);
  if (from === into) return refused('into', 'A tag cannot be merged into itself');
  const kept = terms.filter((term) => term !== source);
  return {
    ok: true,
    terms: kept.map((term) =>
      term.family === family && term.name === into
        ? {
            ...term,
            synonyms: [...new Set([...term.synonyms, ...source.synonyms])],
            tags: [...new Set([...term.tags, ...source.tags])],
          }
        : term,
    ),
    removedName: from,
    replacement: into,
  };
}
