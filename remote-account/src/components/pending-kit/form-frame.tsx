// TEMPORARY (pending-kit): replaced by the kit's Form frame in @adlens/shared-ui.
import { Button } from '@adlens/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert, FormStatus } from './form-alert';
import type { FormSubmission } from './use-form-submission';

export interface FormFrameProps {
  label: string;
  submitLabel: string;
  submission: Pick<FormSubmission<string>, 'formRef' | 'sending' | 'errors'>;
  onSubmit: () => Promise<void> | void;
  /** Good news after a successful submit. */
  status?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Fields, the form's message, its status, then one submit button; no browser submit. */
export function FormFrame({
  label,
  submitLabel,
  submission: { formRef, sending, errors },
  onSubmit,
  status,
  className,
  children,
}: FormFrameProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSubmit();
  }
  return (
    <form
      ref={formRef}
      className={['dashboard-form', className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      noValidate
      aria-label={label}
    >
      {children}
      <FormAlert message={errors.form} />
      <FormStatus message={status} />
      <div className="dashboard-form__actions">
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
