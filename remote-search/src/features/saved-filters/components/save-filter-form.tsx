import { saveFilterBodySchema } from '@adlens/shared-contracts';
import { Button, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

interface SaveFilterFormProps {
  disabled: boolean;
  onSave: (name: string) => Promise<void>;
}

export function SaveFilterForm({ disabled, onSave }: SaveFilterFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = saveFilterBodySchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    setError(undefined);
    await onSave(parsed.data);
    setName('');
  }

  return (
    <form className="save-filter-form" onSubmit={submit} aria-label="Save current filters">
      <TextInput
        label="Filter name"
        value={name}
        error={error}
        hint={disabled ? 'Choose a keyword or filters to save them.' : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button type="submit" size="small" disabled={disabled}>
        Save current filters
      </Button>
    </form>
  );
}
