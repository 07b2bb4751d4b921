import { PASSWORDS_DIFFER_MESSAGE, passwordsMatch } from '@adlens/shared-contracts';
import type { ValidationIssue } from './field-errors';
import type { FormSchema } from './use-form-submission';

interface WithConfirmation {
  password?: unknown;
  confirmation?: unknown;
}

/**
 * Adds the "type it twice" check to a schema with a `password` field: values carry a
 * `confirmation` that must equal `password`; the schema's own issues come first.
 */
export function withConfirmation<Output>(schema: FormSchema<Output>): FormSchema<Output> {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      const { password, confirmation }: WithConfirmation =
        typeof value === 'object' && value !== null ? value : {};
      if (passwordsMatch(String(password ?? ''), String(confirmation ?? ''))) return result;
      const mismatch: ValidationIssue = {
        path: ['confirmation'],
        message: PASSWORDS_DIFFER_MESSAGE,
      };
      const issues = result.success ? [] : result.error.issues;
      return { success: false, error: { issues: [...issues, mismatch] } };
    },
  };
}
