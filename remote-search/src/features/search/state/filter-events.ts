import type { AdFilters } from '@adlens/shared-contracts';
import { FILTER_FIELD_NAMES, type FilterField } from './filter-fields';

/** One filter as the `filter_applied` event names it: a field, or `engagement.<key>`. */
export interface AppliedFilter {
  filter: string;
  values: string[];
}

/** `{ min: 30 }` -> `['min=30']`, for number ranges and date ranges alike. */
function boundsValues(bounds: object | undefined): string[] {
  return Object.entries(bounds ?? {}).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'number' || (typeof value === 'string' && value !== '')
      ? [`${name}=${value}`]
      : [],
  );
}

/**
 * Each filter of the bar with its values as texts (`['US', 'GB']`, `['min=30']`); the keyword is
 * left out: it is the search itself, not a filter of it. Engagement ranges count one per key.
 */
function filterEntries(filters: AdFilters): AppliedFilter[] {
  const entries: AppliedFilter[] = [];
  for (const field of FILTER_FIELD_NAMES) {
    const value = filters[field];
    if (field === 'keyword' || value === undefined) continue;
    if (field === 'engagement') {
      for (const [key, range] of Object.entries(filters.engagement ?? {})) {
        entries.push({ filter: `engagement.${key}`, values: boundsValues(range) });
      }
    } else entries.push({ filter: field, values: valuesOf(value) });
  }
  return entries.filter((entry) => entry.values.length > 0);
}

function valuesOf(value: NonNullable<AdFilters[FilterField]>): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.map(String);
  return boundsValues(value);
}

/** How many filters (besides the keyword) a search has set. */
export function countSetFilters(filters: AdFilters): number {
  return filterEntries(filters).length;
}

/** The filters `after` sets or changes compared with `before`; taking one off is not applying it. */
export function appliedFilters(before: AdFilters, after: AdFilters): AppliedFilter[] {
  const previous = new Map(filterEntries(before).map((entry) => [entry.filter, entry.values]));
  return filterEntries(after).filter(
    (entry) => previous.get(entry.filter)?.join('\u0000') !== entry.values.join('\u0000'),
  );
}
