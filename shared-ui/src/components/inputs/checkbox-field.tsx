import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field/field';
import { useFieldIds } from '../field/use-field-ids';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  error?: string;
  /** Shown under the box, e.g. why a filter is locked. */
  hint?: ReactNode;
}

export function CheckboxField({
  label,
  error,
  hint,
  id,
  'aria-describedby': describedBy,
  ...props
}: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hasError: Boolean(error), hasHint: Boolean(hint), describedBy });
  return (
    <Field ids={ids} label={label} error={error} hint={hint} inline>
      <input
        id={ids.inputId}
        type="checkbox"
        className="adl-focusable"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      />
    </Field>
  );
}
