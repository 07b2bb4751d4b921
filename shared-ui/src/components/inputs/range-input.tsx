import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../field/field';
import { useFieldIds } from '../field/use-field-ids';

export interface RangeInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'value'
> {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  error?: string;
  /** Text for the current value, shown and announced (e.g. '30 days'). */
  formatValue?: (value: number) => string;
}

export function RangeInput({
  label,
  value,
  min,
  max,
  error,
  formatValue = String,
  id,
  'aria-describedby': describedBy,
  ...props
}: RangeInputProps) {
  const ids = useFieldIds({ id, hasError: Boolean(error), describedBy });
  const text = formatValue(value);
  return (
    <Field ids={ids} label={label} error={error}>
      <div className="adl-field__control">
        <input
          id={ids.inputId}
          type="range"
          className="adl-focusable"
          value={value}
          min={min}
          max={max}
          aria-valuetext={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...props}
        />
        <output htmlFor={ids.inputId} style={{ marginLeft: 8 }}>
          {text}
        </output>
      </div>
    </Field>
  );
}
