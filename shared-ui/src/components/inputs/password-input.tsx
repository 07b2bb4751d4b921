import { useId, useState } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { TextInput, type TextInputProps } from './text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

/** A password field whose Show/Hide toggle reveals the text. */
export function PasswordInput({ label = 'Password', ...props }: Partial<PasswordInputProps>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  return (
    <TextInput
      label={label}
      autoComplete="current-password"
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="adl-button adl-button--ghost adl-button--small"
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </button>
      }
    />
  );
}
