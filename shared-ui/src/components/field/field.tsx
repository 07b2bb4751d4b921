import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import type { FieldIds } from './use-field-ids';
import './field.css';

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Label after the control, on one line (checkboxes). */
  inline?: boolean;
  children: ReactNode;
}

/** Label, control, hint and an announced error message, wired together by id. */
export function Field({ ids, label, hideLabel, error, hint, inline, children }: FieldProps) {
  const labelNode = (
    <label htmlFor={ids.inputId} className="adl-field__label">
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </label>
  );
  return (
    <div className={inline ? 'adl-field adl-field--inline' : 'adl-field'}>
      {inline ? null : labelNode}
      {children}
      {inline ? labelNode : null}
      {hint ? (
        <p id={ids.hintId} className="adl-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="adl-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
