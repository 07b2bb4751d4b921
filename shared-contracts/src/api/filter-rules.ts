import { type AdFilters, adFiltersSchema } from './ads';
import type { FilterDefinition, FilterSet } from './filters';

const FILTER_FIELDS: readonly string[] = Object.keys(adFiltersSchema.shape);

function valueOf(filters: AdFilters, definition: FilterDefinition): unknown {
  if (definition.kind === 'engagement_range') {
    return definition.engagement_key ? filters.engagement?.[definition.engagement_key] : undefined;
  }
  if (!FILTER_FIELDS.includes(definition.key)) return undefined;
  return Object.entries(filters).find(([field]) => field === definition.key)?.[1];
}

/** Whether the filters give this filter a value: an empty text, list or pair of bounds is none. */
export function isFilterValueSet(filters: AdFilters, definition: FilterDefinition): boolean {
  const value = valueOf(filters, definition);
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') {
    return Object.values(value).some((bound) => bound !== undefined && bound !== '');
  }
  return true;
}

/** Why filters may not be used together or by this user; null when they may. */
export type FilterBreach =
  { kind: 'locked'; key: string } | { kind: 'conflict'; keys: readonly [string, string] };

/**
 * The plan and conflict rules of a filter set (spec section 6) applied to filters as sent: a
 * locked filter with a value, or both filters of a conflicting pair with values. The filter bar
 * never sends either; the API refuses both with the spec's messages.
 */
export function filterRuleBreach(
  filters: AdFilters,
  filterSet: Pick<FilterSet, 'filters' | 'conflicts'>,
): FilterBreach | null {
  const locked = filterSet.filters.find(
    (definition) => definition.locked && isFilterValueSet(filters, definition),
  );
  if (locked) return { kind: 'locked', key: locked.key };
  const isSet = (key: string) =>
    filterSet.filters.some(
      (definition) => definition.key === key && isFilterValueSet(filters, definition),
    );
  const pair = filterSet.conflicts.find(([first, second]) => isSet(first) && isSet(second));
  return pair ? { kind: 'conflict', keys: pair } : null;
}
