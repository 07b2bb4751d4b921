import type { z } from 'zod';
import { ApiFailure, fail } from './api-failure';

/** The part of the request a schema checks; body fields become INLINE errors with `field`. */
export type InputPart = 'params' | 'query' | 'body';

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'Invalid request';
  if (part === 'params') return notFoundFor(field);
  if (part === 'body' && field) throw fail.inline(field, message);
  throw fail.snackbar(
    400,
    field ? `Invalid ${part} "${field}": ${message}` : `Invalid ${part}: ${message}`,
  );
}

function notFoundFor(field: string): never {
  throw new ApiFailure(404, {
    message: field === 'platform' ? 'Unknown platform' : 'Not found',
    action: 'SNACKBAR',
    type: 'error',
    code: 404,
  });
}
