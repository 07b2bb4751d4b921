import { z } from 'zod';

/** Page numbers arrive as strings in query strings, and as numbers in JSON bodies: coerce both. */
export const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
export const perPageSchema = z.coerce.number().int().min(1).max(100).default(20);

export const paginationQuerySchema = z.object({
  page: pageSchema,
  per_page: perPageSchema,
});

/** A page of items with its position in the whole list. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total_pages: z.number().int().min(0),
  });
}

/** ISO calendar date `yyyy-mm-dd`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a yyyy-mm-dd date');

/** An ISO date that names a real day (`2026-02-30` does not): what a link's date query may hold. */
export const calendarDateSchema = isoDateSchema.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
});

/** A plain decimal number as a query string writes it (`30`, `2.5`), read as a number. */
export const queryNumberSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/)
  .transform(Number);

/** ISO date-time as the API writes it (UTC, `Z` suffix). */
export const isoDateTimeSchema = z.string().min(10);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Answer of a delete or other call whose only result is that it happened. */
export const okDataSchema = z.object({ ok: z.literal(true) });
