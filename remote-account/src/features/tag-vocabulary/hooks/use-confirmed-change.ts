import { isApiError } from '@adlens/shared-contracts';
import { useState } from 'react';
import { describeChange } from '../components/describe-change';
import { type VocabularyChange, confirmed, useVocabularyChange } from './use-vocabulary-change';

/**
 * A form's change and its one question: a change that would orphan saved filters comes back as
 * 409 with their names, `pending` holds it for the dialog, and only `confirm` sends it again with
 * `confirm: true`. `status` says what was done.
 */
export function useConfirmedChange(onDone: () => void) {
  const change = useVocabularyChange();
  const [status, setStatus] = useState<string>();
  const [pending, setPending] = useState<{ change: VocabularyChange; message: string } | null>(
    null,
  );

  async function send(next: VocabularyChange) {
    try {
      await change(next);
      setStatus(describeChange(next));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setPending({ change: next, message: error.meta.message });
        return;
      }
      throw error;
    }
  }

  async function confirm() {
    if (!pending) return;
    await change(confirmed(pending.change));
    setStatus(`${describeChange(pending.change)} The saved filters that named it are rewritten.`);
    setPending(null);
    onDone();
  }

  return {
    status,
    clearStatus: () => setStatus(undefined),
    pending,
    send,
    confirm,
    dismiss: () => setPending(null),
  };
}
