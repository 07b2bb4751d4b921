import {
  ENGAGEMENT_KEYS,
  type Platform,
  adFiltersQuerySchema,
  adFiltersSchema,
  adSortOf,
  calendarDateSchema,
  queryNumberSchema,
} from '@adlens/shared-contracts';
// Types only: the page parses with the contract's schemas, so it loads no zod of its own.
import type { z } from 'zod/mini';
import {
  FILTER_FIELDS,
  FILTER_FIELD_NAMES,
  type FieldShape,
  type FilterField,
} from './filter-fields';
import { DEFAULT_SORT, type SearchState } from './search-state';

/*
 * The one place where search state meets the URL. Layout (repeatable keys for lists):
 *   keyword=shoes  countries=US&countries=GB  days_running.min=30  first_seen.from=2026-01-01
 *   engagement.likes.min=1000  sort=most_seen
 * Anything that does not validate is dropped field by field, so a hostile or stale link still
 * opens a sane search instead of an error.
 */

function parsed<T>(schema: z.ZodMiniType<T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const result = schema.safeParse(value.trim());
  return result.success ? result.data : undefined;
}

function orderedPair<T extends number | string>(
  low: T | undefined,
  high: T | undefined,
  names: [string, string],
): Record<string, T> | undefined {
  if (low === undefined && high === undefined) return undefined;
  if (low !== undefined && high !== undefined && low > high) return undefined;
  const pair: Record<string, T> = {};
  if (low !== undefined) pair[names[0]] = low;
  if (high !== undefined) pair[names[1]] = high;
  return pair;
}

function readRange(params: URLSearchParams, prefix: string) {
  return orderedPair(
    parsed(queryNumberSchema, params.get(`${prefix}.min`)),
    parsed(queryNumberSchema, params.get(`${prefix}.max`)),
    ['min', 'max'],
  );
}

function readList(params: URLSearchParams, field: FilterField): string[] | undefined {
  const fieldSchema = adFiltersSchema.shape[field];
  const items = params
    .getAll(field)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && fieldSchema.safeParse([item]).success);
  const unique = [...new Set(items)];
  return unique.length > 0 ? unique : undefined;
}

function readField(
  params: URLSearchParams,
  field: FilterField,
  shape: FieldShape,
  platform: Platform,
): unknown {
  switch (shape) {
    case 'text': {
      const value = params.get(field)?.trim();
      return value ? value : undefined;
    }
    case 'list':
      return readList(params, field);
    case 'range':
      return readRange(params, field);
    case 'date_range':
      return orderedPair(
        parsed(calendarDateSchema, params.get(`${field}.from`)),
        parsed(calendarDateSchema, params.get(`${field}.to`)),
        ['from', 'to'],
      );
    case 'engagement': {
      const ranges: Record<string, unknown> = {};
      for (const key of ENGAGEMENT_KEYS[platform]) {
        const range = readRange(params, `${field}.${key}`);
        if (range) ranges[key] = range;
      }
      return Object.keys(ranges).length > 0 ? ranges : undefined;
    }
  }
}

/** Reads the search state of a platform from a query string, dropping what does not validate. */
export function parseSearchParams(params: URLSearchParams, platform: Platform): SearchState {
  const raw: Record<string, unknown> = {};
  for (const field of FILTER_FIELD_NAMES) {
    const candidate = readField(params, field, FILTER_FIELDS[field], platform);
    if (candidate === undefined) continue;
    // The search's own rules: a keyword that is not a valid query (decision 0032) is dropped too.
    if (adFiltersQuerySchema.shape[field].safeParse(candidate).success) raw[field] = candidate;
  }
  return { filters: adFiltersSchema.parse(raw), sort: adSortOf(params) };
}

function writeRange(
  params: URLSearchParams,
  prefix: string,
  range: Partial<Record<string, number | string>>,
) {
  for (const [name, value] of Object.entries(range)) {
    if (value !== undefined) params.set(`${prefix}.${name}`, String(value));
  }
}

/** Writes the search state in a stable order; empty fields and the default sort are left out. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  for (const field of FILTER_FIELD_NAMES) {
    const value = filters[field];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value.trim()) params.set(field, value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) params.append(field, item);
    } else if (field === 'engagement') {
      for (const [key, range] of Object.entries(filters.engagement ?? {})) {
        writeRange(params, `engagement.${key}`, range);
      }
    } else if (field === 'days_running') {
      writeRange(params, field, filters.days_running ?? {});
    } else if (field === 'first_seen' || field === 'last_seen') {
      writeRange(params, field, filters[field] ?? {});
    }
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  return params;
}
