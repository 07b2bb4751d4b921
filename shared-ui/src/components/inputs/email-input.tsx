import { type ChangeEvent, useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';
import { StatusIcon } from './status-icon';

export const EMAIL_PLACEHOLDER = 'name@example.com';

export interface EmailInputProps extends Omit<Partial<TextInputProps>, 'type' | 'endAdornment'> {
  /** Forces the success icon on or off; by default it shows for a non-empty value without error. */
  valid?: boolean;
}

/** E-mail field: default label Email, an example address as placeholder, an icon by error state. */
export function EmailInput({
  label = 'Email',
  placeholder = EMAIL_PLACEHOLDER,
  error,
  valid,
  onChange,
  ...props
}: EmailInputProps) {
  const initial = props.value ?? props.defaultValue;
  const [hasValue, setHasValue] = useState(Boolean(initial));
  const filled = props.value !== undefined ? Boolean(props.value) : hasValue;
  const success = valid ?? (!error && filled);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setHasValue(event.target.value.length > 0);
    onChange?.(event);
  }

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      autoComplete="email"
      inputMode="email"
      error={error}
      onChange={handleChange}
      {...props}
      type="email"
      endAdornment={
        error ? <StatusIcon status="error" /> : success ? <StatusIcon status="success" /> : null
      }
    />
  );
}
