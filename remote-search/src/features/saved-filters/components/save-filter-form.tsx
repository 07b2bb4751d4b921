import { saveFilterNameSchema } from '@adlens/shared-contracts';
import { Button, FormAlert, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

interface SaveFilterFormProps {
  disabled: boolean;
  onSave: (name: string) => Promise<void>;
}

const FIELDS = ['name'] as const;

/**
 * Names the current filters. Built from the form kit's parts rather than its frame: the submit
 * button stays disabled while there is nothing to save.
 */
export function SaveFilterForm({ disabled, onSave }: SaveFilterFormProps) {
  const [name, setName] = useState('');
  const { formRef, errors, sending, submit: send } = useFormSubmission(FIELDS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(saveFilterNameSchema, { name }, async (data) => {
      await onSave(data.name);
      setName('');
    });
  }

  return (
    <form
      ref={formRef}
      className="save-filter-form"
      onSubmit={submit}
      noValidate
      aria-label="Save current filters"
    >
      <TextInput
        label="Filter name"
        name="name"
        value={name}
        error={errors.name}
        hint={disabled ? 'Choose a keyword or filters to save them.' : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <FormAlert message={errors.form} />
      <Button type="submit" size="small" disabled={disabled} loading={sending}>
        Save current filters
      </Button>
    </form>
  );
}
