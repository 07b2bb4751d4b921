import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field/field';
import { useFieldIds } from '../field/use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}

export function SelectField({
  label,
  options,
  error,
  hint,
  hideLabel,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hasError: Boolean(error), hasHint: Boolean(hint), describedBy });
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <select
        id={ids.inputId}
        className={['adl-field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
