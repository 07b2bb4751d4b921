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
 * A filter value that does not validate is not read, and it is not dropped in silence either: it
 * is reported as unread, named, so that the page says the link needs fixing instead of showing
 * results that pretend to answer it (issue 41). Keys that are no filter (`page`, `utm_source`)
 * are not the search's and are ignored.
 */

/** A filter value of the URL that the page cannot read, with why, as the user is told. */
export interface UnreadParam {
  field: FilterField;
  /** The query-string key as written (`days_running.min`). */
  name: string;
  /** The value as written, untrimmed: a keyword's error position counts from its first character. */
  value: string;
  message: string;
}

/** The search state of a URL and the filter values in it that could not be read. */
export interface SearchUrl {
  state: SearchState;
  unread: readonly UnreadParam[];
}

type Report = (name: string, value: string, message: string) => void;

function parsed<T>(
  schema: z.ZodMiniType<T>,
  name: string,
  params: URLSearchParams,
  report: Report,
  message: string,
): T | undefined {
  const value = params.get(name);
  if (value === null) return undefined;
  const result = schema.safeParse(value.trim());
  if (result.success) return result.data;
  report(name, value, message);
  return undefined;
}

function orderedPair<T extends number | string>(
  params: URLSearchParams,
  [lowName, highName]: [string, string],
  read: (name: string) => T | undefined,
  [low, high]: [string, string],
  report: Report,
): Record<string, T> | undefined {
  const lowValue = read(lowName);
  const highValue = read(highName);
  if (lowValue === undefined && highValue === undefined) return undefined;
  if (lowValue !== undefined && highValue !== undefined && lowValue > highValue) {
    report(lowName, params.get(lowName) ?? '', `above ${highName}`);
    report(highName, params.get(highName) ?? '', `below ${lowName}`);
    return undefined;
  }
  const pair: Record<string, T> = {};
  if (lowValue !== undefined) pair[low] = lowValue;
  if (highValue !== undefined) pair[high] = highValue;
  return pair;
}

const NOT_A_NUMBER = 'not a number of 0 or more';
const NOT_A_DATE = 'not a date (YYYY-MM-DD)';
const NOT_AN_OPTION = 'not a value of this filter';

function readRange(params: URLSearchParams, prefix: string, report: Report) {
  return orderedPair(
    params,
    [`${prefix}.min`, `${prefix}.max`],
    (name) => parsed(queryNumberSchema, name, params, report, NOT_A_NUMBER),
    ['min', 'max'],
    report,
  );
}

function readList(params: URLSearchParams, field: FilterField, report: Report) {
  const fieldSchema = adFiltersSchema.shape[field];
  const items: string[] = [];
  for (const raw of params.getAll(field)) {
    const item = raw.trim();
    if (item.length > 0 && fieldSchema.safeParse([item]).success) items.push(item);
    else report(field, raw, NOT_AN_OPTION);
  }
  const unique = [...new Set(items)];
  return unique.length > 0 ? unique : undefined;
}

/** The query-string keys a field reads on this platform. */
function keysOf(field: FilterField, shape: FieldShape, platform: Platform): string[] {
  switch (shape) {
    case 'text':
    case 'list':
      return [field];
    case 'range':
      return [`${field}.min`, `${field}.max`];
    case 'date_range':
      return [`${field}.from`, `${field}.to`];
    case 'engagement':
      return ENGAGEMENT_KEYS[platform].flatMap((key) => [
        `${field}.${key}.min`,
        `${field}.${key}.max`,
      ]);
  }
}

function readField(
  params: URLSearchParams,
  field: FilterField,
  shape: FieldShape,
  platform: Platform,
  report: Report,
): unknown {
  switch (shape) {
    case 'text': {
      const value = params.get(field)?.trim();
      return value ? value : undefined;
    }
    case 'list':
      return readList(params, field, report);
    case 'range':
      return readRange(params, field, report);
    case 'date_range':
      return orderedPair(
        params,
        [`${field}.from`, `${field}.to`],
        (name) => parsed(calendarDateSchema, name, params, report, NOT_A_DATE),
        ['from', 'to'],
        report,
      );
    case 'engagement': {
      const ranges: Record<string, unknown> = {};
      for (const key of ENGAGEMENT_KEYS[platform]) {
        const range = readRange(params, `${field}.${key}`, report);
        if (range) ranges[key] = range;
      }
      return Object.keys(ranges).length > 0 ? ranges : undefined;
    }
  }
}

/** What the search's own rules say of a field's value: the parser's message for a keyword (0032). */
function ruleMessage(field: FilterField, candidate: unknown): string | null {
  const result = adFiltersQuerySchema.shape[field].safeParse(candidate);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (field !== 'keyword') return NOT_AN_OPTION;
  return issue?.code === 'custom' ? issue.message : 'longer than 200 characters';
}

/**
 * Reads the search state of a platform from a query string; each filter value it cannot read is
 * left out of the state and listed in `unread`.
 */
export function readSearchUrl(params: URLSearchParams, platform: Platform): SearchUrl {
  const raw: Record<string, unknown> = {};
  const unread: UnreadParam[] = [];
  for (const field of FILTER_FIELD_NAMES) {
    const shape = FILTER_FIELDS[field];
    const report: Report = (name, value, message) => unread.push({ field, name, value, message });
    const known = keysOf(field, shape, platform);
    for (const [name, value] of params) {
      if (name.startsWith(`${field}.`) && !known.includes(name)) {
        report(name, value, 'not a filter of this platform');
      }
    }
    const candidate = readField(params, field, shape, platform, report);
    if (candidate === undefined) continue;
    const problem = ruleMessage(field, candidate);
    if (problem === null) raw[field] = candidate;
    else
      for (const name of known)
        for (const value of params.getAll(name)) report(name, value, problem);
  }
  return {
    state: { filters: adFiltersSchema.parse(raw), sort: adSortOf(params) },
    unread,
  };
}

/** Reads the search state of a platform from a query string, leaving out what does not validate. */
export function parseSearchParams(params: URLSearchParams, platform: Platform): SearchState {
  return readSearchUrl(params, platform).state;
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
