import type { TagVocabulary } from '@adlens/shared-contracts';
import { SynonymChangeForm } from './synonym-change-form';
import { VocabularyChangeForm } from './vocabulary-change-form';

/** The owner's forms: rename or merge a tag, and edit its synonyms. */
export function VocabularyEditing({ terms }: { terms: TagVocabulary['terms'] }) {
  return (
    <div className="tag-vocabulary__forms">
      <VocabularyChangeForm terms={terms} />
      <SynonymChangeForm terms={terms} />
    </div>
  );
}
