import { type AdFilters, type FilterDefinition, isFilterValueSet } from '@adlens/shared-contracts';
import { isFilterField } from './filter-fields';

/** What one filter of the bar holds: a text, a list, or a pair of bounds. */
export type FilterValue =
  string | readonly string[] | { min?: number; max?: number } | { from?: string; to?: string };

/** The value a filter definition currently has in the filters, if any. */
export function filterValue(
  filters: AdFilters,
  definition: FilterDefinition,
): FilterValue | undefined {
  if (definition.kind === 'engagement_range') {
    return definition.engagement_key ? filters.engagement?.[definition.engagement_key] : undefined;
  }
  return isFilterField(definition.key) ? filters[definition.key] : undefined;
}

function isNumberRange(value: FilterValue | undefined): value is { min?: number; max?: number } {
  return (
    typeof value === 'object' && !Array.isArray(value) && !('from' in value) && !('to' in value)
  );
}

export function isEmptyValue(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return Object.values(value).every((bound) => bound === undefined || bound === '');
}

/** The contract's rule, which the API's plan and conflict check uses too. */
export function isFilterSet(filters: AdFilters, definition: FilterDefinition): boolean {
  return isFilterValueSet(filters, definition);
}

/** A copy of `filters` with the definition's value replaced (or removed when empty). */
export function withFilterValue(
  filters: AdFilters,
  definition: FilterDefinition,
  value: FilterValue | undefined,
): AdFilters {
  const empty = isEmptyValue(value);
  if (definition.kind === 'engagement_range') {
    const key = definition.engagement_key;
    if (!key) return filters;
    const { engagement = {}, ...rest } = filters;
    const ranges = Object.fromEntries(Object.entries(engagement).filter(([name]) => name !== key));
    if (!empty && isNumberRange(value)) ranges[key] = value;
    return Object.keys(ranges).length > 0 ? { ...rest, engagement: ranges } : rest;
  }
  if (!isFilterField(definition.key)) return filters;
  const field = definition.key;
  const next = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== field));
  return empty ? next : { ...next, [field]: value };
}
