import {
  type MergeTagsBody,
  type RenameTagBody,
  mergeTagsEndpoint,
  renameTagEndpoint,
} from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';

export type VocabularyChange =
  { kind: 'rename'; body: RenameTagBody } | { kind: 'merge'; body: MergeTagsBody };

/**
 * Sends a rename or merge; the page shows every refusal itself (fields, the owner rule, and the
 * 409 that lists saved filters before asking to confirm). The answer is the new vocabulary.
 */
export function useVocabularyChange() {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (change: VocabularyChange) => {
    const options = { handledByPage: ['INLINE', 'SNACKBAR'] as const };
    const vocabulary =
      change.kind === 'rename'
        ? await api.call(renameTagEndpoint, { body: change.body }, options)
        : await api.call(mergeTagsEndpoint, { body: change.body }, options);
    queryClient.setQueryData(accountKeys.tagVocabulary(), vocabulary);
    queryClient.setQueryData(accountKeys.retagJob(), { job: vocabulary.job });
    return vocabulary;
  };
}
