import {
  type TagVocabulary,
  mergeTagsBodySchema,
  renameTagBodySchema,
} from '@adlens/shared-contracts';
import {
  Button,
  FormAlert,
  FormStatus,
  SegmentedControl,
  SelectField,
  TextInput,
  useFormSubmission,
} from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';
import { useConfirmedChange } from '../hooks/use-confirmed-change';
import { useTermChoice } from '../hooks/use-term-choice';
import { confirmLabel } from './describe-change';
import { ConfirmOrphansDialog } from './confirm-orphans-dialog';
import { TermChoiceFields } from './term-choice-fields';

const FIELDS = ['family', 'name', 'to', 'from', 'into'] as const;
type Action = 'rename' | 'merge';

const ACTIONS = [
  { value: 'rename', label: 'Rename' },
  { value: 'merge', label: 'Merge' },
] as const;

/**
 * The owner's rename or merge. A change that would orphan saved filters comes back as 409 with
 * their names; the dialog asks, and only then is it sent again with `confirm`.
 */
export function VocabularyChangeForm({ terms }: { terms: TagVocabulary['terms'] }) {
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);
  const [action, setAction] = useState<Action>('rename');
  const choice = useTermChoice(terms);
  const { family, names, chosen } = choice;
  const [to, setTo] = useState('');
  const [into, setInto] = useState('');
  const change = useConfirmedChange(() => setTo(''));
  const targets = names.filter((candidate) => candidate !== chosen);
  const target = targets.includes(into) ? into : (targets[0] ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.clearStatus();
    if (action === 'rename') {
      void submit(renameTagBodySchema, { family, name: chosen, to }, (body) =>
        change.send({ kind: 'rename', body }),
      );
    } else {
      void submit(mergeTagsBodySchema, { family, from: chosen, into: target }, (body) =>
        change.send({ kind: 'merge', body }),
      );
    }
  }

  return (
    <form
      ref={formRef}
      className="adl-form tag-vocabulary__form"
      aria-label="Change a tag"
      onSubmit={onSubmit}
      noValidate
    >
      <SegmentedControl
        label="Change"
        options={ACTIONS}
        value={action}
        onChange={(value: string) => setAction(value === 'merge' ? 'merge' : 'rename')}
        showLabel
      />
      <TermChoiceFields
        choice={choice}
        tagLabel={action === 'rename' ? 'Tag to rename' : 'Tag to merge away'}
        tagName={action === 'rename' ? 'name' : 'from'}
        errors={{ family: errors.family, tag: errors.name ?? errors.from }}
      />
      {action === 'rename' ? (
        <TextInput
          label="New name"
          name="to"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          hint="Lower-case letters, digits and _, e.g. problem_led"
          error={errors.to}
          required
        />
      ) : (
        <SelectField
          label="Merge into"
          name="into"
          value={target}
          options={targets.map((value) => ({ value, label: `${family}:${value}` }))}
          onChange={(event) => setInto(event.target.value)}
          error={errors.into}
        />
      )}
      <Button type="submit" loading={sending}>
        {action === 'rename' ? 'Rename tag' : 'Merge tags'}
      </Button>
      <FormAlert message={errors.form} />
      <FormStatus message={change.status} />
      <ConfirmOrphansDialog
        message={change.pending?.message ?? null}
        confirmLabel={confirmLabel(change.pending?.change)}
        onConfirm={change.confirm}
        onClose={change.dismiss}
      />
    </form>
  );
}
