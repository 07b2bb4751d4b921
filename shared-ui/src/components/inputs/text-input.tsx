import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field/field';
import { useFieldIds } from '../field/use-field-ids';

export interface TextInputProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Shown below the input and announced; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Icons or buttons drawn inside the input's right edge. */
  endAdornment?: ReactNode;
}

export function TextInput({
  label,
  hideLabel,
  error,
  hint,
  endAdornment,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: TextInputProps) {
  const ids = useFieldIds({ id, hasError: Boolean(error), hasHint: Boolean(hint), describedBy });
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} error={error} hint={hint}>
      <div className="adl-field__control">
        <input
          id={ids.inputId}
          type={type}
          className={['adl-field__input', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
        />
        {endAdornment ? <span className="adl-field__adornment">{endAdornment}</span> : null}
      </div>
    </Field>
  );
}
