import { format, isSameDay, isValid, parseISO } from 'date-fns';

export const DEFAULT_DATE_PATTERN = 'MMM dd yyyy';

export class InvalidDateError extends Error {
  override readonly name = 'InvalidDateError';
  constructor(readonly value: unknown) {
    super(`Cannot format an invalid date: ${String(value)}`);
  }
}

/** Checks the name too: `instanceof` fails across separately built bundles. */
export function isInvalidDateError(error: unknown): error is InvalidDateError {
  return error instanceof Error && error.name === 'InvalidDateError';
}

export interface DateFormatOptions {
  /** date-fns pattern; 'MMM dd yyyy' by default. */
  pattern?: string;
  /** When set, the current day is shown as 'Today'. */
  today?: boolean;
  /** The reference for 'Today'; the clock by default (injectable for tests). */
  now?: Date;
}

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** Formats a date; throws InvalidDateError rather than printing 'Invalid Date'. */
export function formatDate(value: Date | string | number, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!isValid(date)) throw new InvalidDateError(value);
  if (options.today && isSameDay(date, options.now ?? new Date())) return 'Today';
  return format(date, options.pattern ?? DEFAULT_DATE_PATTERN);
}
