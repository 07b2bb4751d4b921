import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  type ValidationIssue,
  errorsFromFailure,
  errorsFromIssues,
} from './field-errors';

/** What a form needs of a schema: zod's `safeParse`, kept structural so remotes bundle no zod. */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly ValidationIssue[] } };
}

export interface FormSubmission<Field extends string> {
  errors: FieldErrors<Field>;
  sending: boolean;
  /** Attach to the `<form>`: the first invalid field gets focus after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * Validates `values`; only valid data reaches `send` (the page's call, for example
   * `api.call(...)` or a mutation's `mutateAsync`), whose failure becomes field errors.
   */
  submit<Output>(
    schema: FormSchema<Output>,
    values: unknown,
    send: (data: Output) => Promise<void>,
  ): Promise<void>;
  setErrors(errors: FieldErrors<Field>): void;
}

/**
 * The state of one form's submit: `fields` are the names whose errors show next to their input;
 * any other message (unknown field, network failure) goes to `errors.form`.
 */
export function useFormSubmission<Field extends string>(
  fields: readonly Field[],
): FormSubmission<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // Moves focus to the first field a failed attempt marked invalid, so keyboard and screen-reader
  // users land on what needs fixing.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit<Output>(
    schema: FormSchema<Output>,
    values: unknown,
    send: (data: Output) => Promise<void>,
  ) {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, fields));
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setErrors(errorsFromFailure(error, fields));
      setAttempt((count) => count + 1);
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, formRef, submit, setErrors };
}
