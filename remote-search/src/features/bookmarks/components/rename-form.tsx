import { type Collection, renameCollectionEndpoint } from '@adlens/shared-contracts';
import { Button, FormAlert, InlineFormRow, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';

interface RenameFormProps {
  collection: Collection;
  onRename: (name: string) => Promise<boolean>;
  onClose: () => void;
}

const FIELDS = ['name'] as const;

/** The collection's name in place of its link, with Save and Cancel on the same line. */
export function RenameForm({ collection, onRename, onClose }: RenameFormProps) {
  const [name, setName] = useState(collection.name);
  const { formRef, errors, submit } = useFormSubmission(FIELDS);
  // Rename replaces the link that had the focus: the focus goes on to the name.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(renameCollectionEndpoint.body, { name }, async (data) => {
      // The list shows the new name at once; a failure puts the old one back and says so.
      onClose();
      void onRename(data.name);
    });
  }

  return (
    <form
      ref={formRef}
      className="collection-rename"
      aria-label={`Rename ${collection.name}`}
      noValidate
      onSubmit={handleSubmit}
    >
      <InlineFormRow>
        <TextInput
          label="Collection name"
          name="name"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" size="small">
          Save
        </Button>
        <Button variant="ghost" size="small" onClick={onClose}>
          Cancel
        </Button>
      </InlineFormRow>
      <FormAlert message={errors.form} />
    </form>
  );
}
