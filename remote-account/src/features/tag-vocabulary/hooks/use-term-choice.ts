import type { AdTagQueryField, TagVocabulary } from '@adlens/shared-contracts';
import { useState } from 'react';

/**
 * The family and tag a form acts on. The chosen tag falls back to the family's first while the
 * one picked is not in it (after a family switch or a change that removed it).
 */
export function useTermChoice(terms: TagVocabulary['terms']) {
  const families = [...new Set(terms.map((term) => term.family))];
  const [family, setFamily] = useState<AdTagQueryField>(families[0] ?? 'hook');
  const inFamily = terms.filter((term) => term.family === family);
  const names = inFamily.map((term) => term.name);
  const [name, setName] = useState('');
  const chosen = names.includes(name) ? name : (names[0] ?? '');
  return {
    families,
    family,
    chooseFamily: (value: string) =>
      setFamily(families.find((candidate) => candidate === value) ?? family),
    names,
    chosen,
    chosenTerm: inFamily.find((term) => term.name === chosen),
    chooseName: setName,
  };
}

export type TermChoice = ReturnType<typeof useTermChoice>;
