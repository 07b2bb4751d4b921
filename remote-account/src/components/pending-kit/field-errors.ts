import { isApiError } from '@adlens/shared-contracts';
import { errorMessage } from './error-message';

// TODO(kit): replace with the form kit's field errors (@adlens/shared-ui) once it lands.

/** Messages by field name; `form` holds a message that belongs to no single field. */
export type FieldErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

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
    errors[isField(fields, name) ? name : 'form'] ??= issue.message;
  }
  return errors;
}

/** A failed request: the server's INLINE message next to its field, anything else for the form. */
export function errorsFromFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const field = isApiError(error) ? error.meta.field : undefined;
  errors[isField(fields, field) ? field : 'form'] = errorMessage(error);
  return errors;
}
