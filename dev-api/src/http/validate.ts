import { NUL_TEXT_MESSAGE, containsNul } from '@adlens/shared-contracts';
import { z } from 'zod';
import { ApiFailure, fail } from './api-failure';

/** The part of the request a schema checks; body fields become INLINE errors with `field`. */
export type InputPart = 'params' | 'query' | 'body';

const MAX_DEPTH = 16;

/**
 * The path of the first string holding NUL (keys too), or null. The contract's text fields refuse
 * NUL themselves; this catches the rest (fields the contract leaves as plain strings, unknown keys
 * that a passthrough schema keeps), since PostgreSQL rejects NUL in any text with a server error.
 */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return containsNul(value) ? path : null;
  // Deeper than any contract schema goes: the schema refuses such a value anyway.
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (containsNul(key)) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

// The contract's schemas are zod mini, dev-api's own are classic: both are zod core schemas, which
// zod's functional `safeParse` runs alike.
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  part: InputPart,
): z.output<S> {
  const nul = nulPath(value);
  if (nul) return refuse(part, nul.join('.'), NUL_TEXT_MESSAGE);
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return refuse(part, field, issue?.message ?? 'Invalid request');
}

function refuse(part: InputPart, field: string, message: string): never {
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
