import {
  type MergeTagsBody,
  type RenameTagBody,
  mergeTagsEndpoint,
  renameTagEndpoint,
} from '@adlens/shared-contracts';
import {
  type TagSynonymBody,
  addTagSynonymEndpoint,
  removeTagSynonymEndpoint,
} from '@adlens/shared-contracts/features';
import { useApi } from '@adlens/shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

export type VocabularyChange =
  | { kind: 'rename'; body: RenameTagBody }
  | { kind: 'merge'; body: MergeTagsBody }
  | { kind: 'add_synonym'; body: TagSynonymBody }
  | { kind: 'remove_synonym'; body: TagSynonymBody };

/** The same change, sent again after the owner agreed to rewrite the saved filters it names. */
export function confirmed(change: VocabularyChange): VocabularyChange {
  return { ...change, body: { ...change.body, confirm: true } } as VocabularyChange;
}

/**
 * Sends one change; the page shows every refusal itself (fields, the owner rule, and the 409 that
 * lists saved filters before asking to confirm). The answer is the new vocabulary.
 */
export function useVocabularyChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = { handledByPage: ['INLINE', 'SNACKBAR'] as const };
  const send = (change: VocabularyChange) => {
    switch (change.kind) {
      case 'rename':
        return api.call(renameTagEndpoint, { body: change.body }, options);
      case 'merge':
        return api.call(mergeTagsEndpoint, { body: change.body }, options);
      case 'add_synonym':
        return api.call(addTagSynonymEndpoint, { body: change.body }, options);
      case 'remove_synonym':
        return api.call(removeTagSynonymEndpoint, { body: change.body }, options);
    }
  };
  return async (change: VocabularyChange) => {
    const vocabulary = await send(change);
    queryClient.setQueryData(accountKeys.tagVocabulary(), vocabulary);
    queryClient.setQueryData(accountKeys.retagJob(), { job: vocabulary.job });
    return vocabulary;
  };
}
