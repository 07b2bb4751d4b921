import type { VocabularyChange } from '../hooks/use-vocabulary-change';

/** What a change did, in the words a query types. */
export function describeChange(change: VocabularyChange): string {
  const { family } = change.body;
  switch (change.kind) {
    case 'rename':
      return `${family}:${change.body.name} is now ${family}:${change.body.to}.`;
    case 'merge':
      return `${family}:${change.body.from} is merged into ${family}:${change.body.into}.`;
    case 'add_synonym':
      return `${family}:${change.body.synonym} now finds ${family}:${change.body.name}.`;
    case 'remove_synonym':
      return `${family}:${change.body.synonym} no longer finds ${family}:${change.body.name}.`;
  }
}

/** The dialog's button for a change that rewrites saved filters. */
export function confirmLabel(change: VocabularyChange | undefined): string {
  switch (change?.kind) {
    case 'merge':
      return 'Rewrite and merge';
    case 'remove_synonym':
      return 'Rewrite and remove';
    default:
      return 'Rewrite and rename';
  }
}
