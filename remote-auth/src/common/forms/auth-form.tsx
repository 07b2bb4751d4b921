import { Button } from '@adlens/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import type { FormSubmission } from './use-form-submission';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** From `useFormSubmission`: focus after a failed attempt, the busy button, the form's message. */
  submission: Pick<FormSubmission<string>, 'formRef' | 'sending' | 'errors'>;
  /** Replaces the submission's message for the whole form. */
  alert?: string | undefined;
  /** Runs instead of the browser's submit (Enter in a field or the submit button). */
  onSubmit: () => Promise<void> | void;
  /** Announced news between the form's message and the submit button. */
  status?: ReactNode;
  /** Another action after the submit button. */
  secondaryAction?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** The frame every authentication form shares: fields, its message, then one submit button. */
export function AuthForm({
  label,
  submitLabel,
  submission: { formRef, sending, errors },
  alert = errors.form,
  onSubmit,
  status,
  secondaryAction,
  children,
}: AuthFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={handleSubmit} noValidate aria-label={label}>
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
