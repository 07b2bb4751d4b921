import { isApiError } from '@adlens/shared-contracts';
import { Button, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

interface NewCollectionFormProps {
  submitLabel: string;
  onCreate: (name: string) => Promise<void>;
}

const MAX_NAME = 60;

/** A collection name (1 to 60 characters, as the API requires). */
export function NewCollectionForm({ submitLabel, onCreate }: NewCollectionFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Name is required');
    if (trimmed.length > MAX_NAME) return setError('Name is too long');
    setBusy(true);
    setError(undefined);
    try {
      await onCreate(trimmed);
      setName('');
    } catch (cause) {
      setError(isApiError(cause) ? errorMessage(cause) : 'The collection could not be created.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="new-collection-form" onSubmit={submit} aria-label="New collection">
      <TextInput
        label="New collection name"
        value={name}
        maxLength={MAX_NAME + 20}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button type="submit" size="small" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
