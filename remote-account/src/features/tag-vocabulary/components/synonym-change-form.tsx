import type { TagVocabulary } from '@adlens/shared-contracts';
import { TAG_TERM_SYNONYMS_LIMIT, tagSynonymBodySchema } from '@adlens/shared-contracts/features';
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

const FIELDS = ['family', 'name', 'synonym'] as const;
type Action = 'add' | 'remove';

const ACTIONS = [
  { value: 'add', label: 'Add' },
  { value: 'remove', label: 'Remove' },
] as const;

/**
 * The owner's synonyms: words the team types for a tag. Removing one that saved filters still
 * type asks first, as a rename does, and rewrites them to the tag's name.
 */
export function SynonymChangeForm({ terms }: { terms: TagVocabulary['terms'] }) {
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);
  const [action, setAction] = useState<Action>('add');
  const choice = useTermChoice(terms);
  const { family, chosen, chosenTerm } = choice;
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState('');
  const change = useConfirmedChange(() => setTyped(''));
  const synonyms = chosenTerm?.synonyms ?? [];
  const removable = synonyms.includes(picked) ? picked : (synonyms[0] ?? '');
  const nothingToRemove = action === 'remove' && synonyms.length === 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.clearStatus();
    const synonym = action === 'add' ? typed : removable;
    void submit(tagSynonymBodySchema, { family, name: chosen, synonym }, (body) =>
      change.send({ kind: action === 'add' ? 'add_synonym' : 'remove_synonym', body }),
    );
  }

  return (
    <form
      ref={formRef}
      className="adl-form tag-vocabulary__form"
      aria-label="Edit synonyms"
      onSubmit={onSubmit}
      noValidate
    >
      <SegmentedControl
        label="Synonym"
        options={ACTIONS}
        value={action}
        onChange={(value: string) => setAction(value === 'remove' ? 'remove' : 'add')}
        showLabel
      />
      <TermChoiceFields
        choice={choice}
        tagLabel="Tag"
        tagName="name"
        errors={{ family: errors.family, tag: errors.name }}
      />
      {action === 'add' ? (
        <TextInput
          label="New synonym"
          name="synonym"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          hint={`Lower-case letters, digits and _; at most ${TAG_TERM_SYNONYMS_LIMIT} per tag`}
          error={errors.synonym}
          required
        />
      ) : nothingToRemove ? (
        <p>
          <code>
            {family}:{chosen}
          </code>{' '}
          has no synonyms.
        </p>
      ) : (
        <SelectField
          label="Synonym to remove"
          name="synonym"
          value={removable}
          options={synonyms.map((value) => ({ value, label: `${family}:${value}` }))}
          onChange={(event) => setPicked(event.target.value)}
          error={errors.synonym}
        />
      )}
      <Button type="submit" loading={sending} disabled={nothingToRemove}>
        {action === 'add' ? 'Add synonym' : 'Remove synonym'}
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
