import { isApiError } from '@adlens/shared-contracts';

/** Messages by field name; `form` holds a message that belongs to no single field. */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** The part of a schema issue that a form shows (zod's issues have this shape). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export const UNEXPECTED_FAILURE_MESSAGE = 'Something went wrong, please try again.';

function isField<Field extends string>(fields: readonly Field[], name: unknown): name is Field {
  return typeof name === 'string' && (fields as readonly string[]).includes(name);
}

/** The first message of each field; issues of unknown fields go to the form-level message. */
export function errorsFromIssues<Field extends string>(
  issues: readonly ValidationIssue[],
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    const key = isField(fields, name) ? name : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed request: the server's INLINE message next to its field, anything else for the form. */
export function errorsFromFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!isApiError(error)) {
    errors.form = UNEXPECTED_FAILURE_MESSAGE;
    return errors;
  }
  const { field, message } = error.meta;
  errors[isField(fields, field) ? field : 'form'] = message;
  return errors;
}
