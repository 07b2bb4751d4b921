import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/button/button';
import { FormAlert } from './form-alert';
import type { FormSubmission } from './use-form-submission';
import './form.css';

export interface FormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** From `useFormSubmission`: focus after a failed attempt, the busy button, the form's message. */
  submission: Pick<FormSubmission<string>, 'formRef' | 'sending' | 'errors'>;
  /** Replaces the submission's message for the whole form. */
  alert?: string | undefined;
  /** Runs instead of the browser's submit (Enter in a field or the submit button). */
  onSubmit: () => Promise<void> | void;
  /** Announced news between the form's message and the submit button (see `FormStatus`). */
  status?: ReactNode;
  /** Another action after the submit button. */
  secondaryAction?: ReactNode;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/** The frame every form shares: fields, its message, then one submit button. */
export function Form({
  label,
  submitLabel,
  submission: { formRef, sending, errors },
  alert = errors.form,
  onSubmit,
  status,
  secondaryAction,
  className,
  children,
}: FormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <form
      ref={formRef}
      className={className ? `adl-form ${className}` : 'adl-form'}
      onSubmit={handleSubmit}
      noValidate
      aria-label={label}
    >
      {children}
      <FormAlert message={alert} />
      {status}
      <Button type="submit" loading={sending}>
        {submitLabel}
      </Button>
      {secondaryAction}
    </form>
  );
}
