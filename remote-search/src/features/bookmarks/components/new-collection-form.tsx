import { createCollectionEndpoint } from '@adlens/shared-contracts';
import { Form, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { useState } from 'react';

interface NewCollectionFormProps {
  submitLabel: string;
  onCreate: (name: string) => Promise<void>;
}

const FIELDS = ['name'] as const;

/** A collection name (1 to 60 characters, as the API requires). */
export function NewCollectionForm({ submitLabel, onCreate }: NewCollectionFormProps) {
  const [name, setName] = useState('');
  const form = useFormSubmission(FIELDS);
  return (
    <Form
      label="New collection"
      submitLabel={submitLabel}
      submission={form}
      className="new-collection-form"
      onSubmit={() =>
        form.submit(createCollectionEndpoint.body, { name }, async (data) => {
          await onCreate(data.name);
          setName('');
        })
      }
    >
      <TextInput
        label="New collection name"
        name="name"
        value={name}
        maxLength={80}
        error={form.errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </Form>
  );
}
