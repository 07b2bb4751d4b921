import { z } from 'zod/mini';
import { keepClassicRefine } from '../compat/classic-calls';

/** Page numbers arrive as strings in query strings, and as numbers in JSON bodies: coerce both. */
export const pageSchema = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
export const perPageSchema = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20);

export const paginationQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema,
});

/** A page of items with its position in the whole list. */
export function paginatedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    per_page: z.number().check(z.int(), z.gte(1)),
    total_pages: z.number().check(z.int(), z.gte(0)),
  });
}

/** The largest value of a PostgreSQL `integer` column: ids, day counts. */
export const INT32_MAX = 2_147_483_647;

/** A row id as a path, query or body carries it: positive, and small enough for its column. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(INT32_MAX));

/** A whole count a filter compares with an `integer` column (days running). */
export const int32CountSchema = z.coerce.number().check(z.int(), z.gte(0), z.lte(INT32_MAX));

/** A whole count a filter compares with a `bigint` value (engagement): exact in a JS number. */
export const safeCountSchema = z.coerce
  .number()
  .check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

/** Whether a text holds U+0000, which no PostgreSQL text value can store. */
export function containsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** Text a user sends: anything but NUL. Chain `.trim()`, `.max()` as usual. */
export function textSchema() {
  return z.string().check(z.refine((value) => !containsNul(value), NUL_TEXT_MESSAGE));
}

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** ISO calendar date `yyyy-mm-dd` that names a real day (`2026-02-30` does not). */
export const isoDateSchema = keepClassicRefine(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a yyyy-mm-dd date'),
      z.refine(isCalendarDay, 'Expected a date that exists'),
    ),
);

/** What a link's date query may hold: the same real-day rule. */
export const calendarDateSchema = isoDateSchema;

/** A plain decimal number as a query string writes it (`30`, `2.5`), read as a number. */
export const queryNumberSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,12}(\.\d{1,4})?$/)),
  z.transform(Number),
);

/** ISO date-time as the API writes it (UTC, `Z` suffix). */
export const isoDateTimeSchema = z.string().check(z.minLength(10));

export const idParamSchema = z.object({ id: idSchema });

/** Answer of a delete or other call whose only result is that it happened. */
export const okDataSchema = z.object({ ok: z.literal(true) });
