import {
  type AdTagQueryField,
  type TagVocabulary,
  isApiError,
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
import { type VocabularyChange, useVocabularyChange } from '../hooks/use-vocabulary-change';
import { ConfirmOrphansDialog } from './confirm-orphans-dialog';

const FIELDS = ['family', 'name', 'to', 'from', 'into'] as const;
type Action = 'rename' | 'merge';

const ACTIONS = [
  { value: 'rename', label: 'Rename' },
  { value: 'merge', label: 'Merge' },
] as const;

function doneText(change: VocabularyChange): string {
  const { family } = change.body;
  return change.kind === 'rename'
    ? `${family}:${change.body.name} is now ${family}:${change.body.to}.`
    : `${family}:${change.body.from} is merged into ${family}:${change.body.into}.`;
}

/**
 * The owner's rename or merge. A change that would orphan saved filters comes back as 409 with
 * their names; the dialog asks, and only then is it sent again with `confirm`.
 */
export function VocabularyChangeForm({ terms }: { terms: TagVocabulary['terms'] }) {
  const change = useVocabularyChange();
  const { errors, sending, formRef, submit } = useFormSubmission(FIELDS);
  const [action, setAction] = useState<Action>('rename');
  const families = [...new Set(terms.map((term) => term.family))];
  const [family, setFamily] = useState<AdTagQueryField>(families[0] ?? 'hook');
  const names = terms.filter((term) => term.family === family).map((term) => term.name);
  const [name, setName] = useState('');
  const [to, setTo] = useState('');
  const [into, setInto] = useState('');
  const [status, setStatus] = useState<string>();
  const [pending, setPending] = useState<{ change: VocabularyChange; message: string } | null>(
    null,
  );
  const chosen = names.includes(name) ? name : (names[0] ?? '');
  const targets = names.filter((candidate) => candidate !== chosen);
  const target = targets.includes(into) ? into : (targets[0] ?? '');

  async function send(next: VocabularyChange) {
    try {
      await change(next);
      setStatus(doneText(next));
      setTo('');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setPending({ change: next, message: error.meta.message });
        return;
      }
      throw error;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    if (action === 'rename') {
      void submit(renameTagBodySchema, { family, name: chosen, to }, (body) =>
        send({ kind: 'rename', body }),
      );
    } else {
      void submit(mergeTagsBodySchema, { family, from: chosen, into: target }, (body) =>
        send({ kind: 'merge', body }),
      );
    }
  }

  async function confirm() {
    if (!pending) return;
    const confirmed = {
      ...pending.change,
      body: { ...pending.change.body, confirm: true },
    } as VocabularyChange;
    await change(confirmed);
    setPending(null);
    setStatus(`${doneText(confirmed)} The saved filters that named it are rewritten.`);
    setTo('');
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
      <SelectField
        label="Family"
        name="family"
        value={family}
        options={families.map((value) => ({ value, label: value }))}
        onChange={(event) =>
          setFamily(families.find((value) => value === event.target.value) ?? family)
        }
        error={errors.family}
      />
      <SelectField
        label={action === 'rename' ? 'Tag to rename' : 'Tag to merge away'}
        name={action === 'rename' ? 'name' : 'from'}
        value={chosen}
        options={names.map((value) => ({ value, label: `${family}:${value}` }))}
        onChange={(event) => setName(event.target.value)}
        error={errors.name ?? errors.from}
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
      <FormStatus message={status} />
      <ConfirmOrphansDialog
        message={pending?.message ?? null}
        confirmLabel={pending?.change.kind === 'merge' ? 'Rewrite and merge' : 'Rewrite and rename'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </form>
  );
}
