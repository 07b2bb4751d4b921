// TEMPORARY (pending-kit): replaced by the kit's useFormSubmission in @adlens/shared-ui.
import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type FieldErrors,
  type ValidationIssue,
  errorsFromFailure,
  errorsFromIssues,
} from './field-errors';

/** What a form needs of a schema: zod's `safeParse`. */
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
  formRef: RefObject<HTMLFormElement | null>;
  submit<Output>(
    schema: FormSchema<Output>,
    values: unknown,
    send: (data: Output) => Promise<void>,
  ): Promise<void>;
  setErrors(errors: FieldErrors<Field>): void;
}

export function useFormSubmission<Field extends string>(
  fields: readonly Field[],
): FormSubmission<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  // A second submit before the busy state renders (double click, Enter twice) sends nothing.
  const inFlight = useRef(false);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit<Output>(
    schema: FormSchema<Output>,
    values: unknown,
    send: (data: Output) => Promise<void>,
  ) {
    if (inFlight.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, fields));
      setAttempt((count) => count + 1);
      return;
    }
    inFlight.current = true;
    setErrors({});
    setSending(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setErrors(errorsFromFailure(error, fields));
      setAttempt((count) => count + 1);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { errors, sending, formRef, submit, setErrors };
}
