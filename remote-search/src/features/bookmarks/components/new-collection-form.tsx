import { createCollectionEndpoint } from '@adlens/shared-contracts';
import { Button, FormAlert, InlineFormRow, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

interface NewCollectionFormProps {
  submitLabel: string;
  onCreate: (name: string) => Promise<void>;
}

const FIELDS = ['name'] as const;

/** A collection name (1 to 60 characters, as the API requires) and its button, on one line. */
export function NewCollectionForm({ submitLabel, onCreate }: NewCollectionFormProps) {
  const [name, setName] = useState('');
  const { formRef, errors, sending, submit } = useFormSubmission(FIELDS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(createCollectionEndpoint.body, { name }, async (data) => {
      await onCreate(data.name);
      setName('');
    });
  }

  return (
    <form
      ref={formRef}
      className="new-collection-form"
      aria-label="New collection"
      noValidate
      onSubmit={handleSubmit}
    >
      <InlineFormRow>
        <TextInput
          label="New collection name"
          name="name"
          value={name}
          maxLength={80}
          placeholder="e.g. Winners"
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" loading={sending}>
          {submitLabel}
        </Button>
      </InlineFormRow>
      <FormAlert message={errors.form} />
    </form>
  );
}
