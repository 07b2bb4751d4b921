import { SelectField } from '@adlens/shared-ui';
import type { TermChoice } from '../hooks/use-term-choice';

/** The family and tag selects every vocabulary form starts with, wired to `useTermChoice`. */
export function TermChoiceFields({
  choice,
  tagLabel,
  tagName,
  errors,
}: {
  choice: TermChoice;
  tagLabel: string;
  /** The body field the tag select fills, so a field error from the server lands on it. */
  tagName: string;
  errors: { family?: string; tag?: string };
}) {
  const { families, family, chooseFamily, names, chosen, chooseName } = choice;
  return (
    <>
      <SelectField
        label="Family"
        name="family"
        value={family}
        options={families.map((value) => ({ value, label: value }))}
        onChange={(event) => chooseFamily(event.target.value)}
        error={errors.family}
      />
      <SelectField
        label={tagLabel}
        name={tagName}
        value={chosen}
        options={names.map((value) => ({ value, label: `${family}:${value}` }))}
        onChange={(event) => chooseName(event.target.value)}
        error={errors.tag}
      />
    </>
  );
}
