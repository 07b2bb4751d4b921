import {
  FILTER_CONFLICT_MESSAGE,
  FREE_FILTER_LOCKED_MESSAGE,
  type AdFilters,
  type FilterDefinition,
  type FilterSet,
} from '@adlens/shared-contracts';
import { filterValue, isFilterSet, withFilterValue } from './filter-values';

export type FilterAvailability =
  | { status: 'available' }
  | { status: 'locked'; message: string }
  | { status: 'conflict'; message: string; conflictsWith: string[] };

function conflictPartners(key: string, conflicts: FilterSet['conflicts']): string[] {
  return conflicts.flatMap(([a, b]) => (a === key ? [b] : b === key ? [a] : []));
}

/**
 * Whether a filter can be used now. A locked filter (free plan) is never usable; a filter is
 * disabled by conflict while a partner of one of its conflict pairs is set. A filter that is
 * itself set stays usable so that it can be cleared.
 */
export function filterAvailability(
  definition: FilterDefinition,
  filters: AdFilters,
  filterSet: Pick<FilterSet, 'filters' | 'conflicts'>,
): FilterAvailability {
  if (definition.locked) return { status: 'locked', message: FREE_FILTER_LOCKED_MESSAGE };
  if (isFilterSet(filters, definition)) return { status: 'available' };
  const setPartners = conflictPartners(definition.key, filterSet.conflicts).filter((partner) =>
    filterSet.filters.some((other) => other.key === partner && isFilterSet(filters, other)),
  );
  if (setPartners.length > 0) {
    return { status: 'conflict', message: FILTER_CONFLICT_MESSAGE, conflictsWith: setPartners };
  }
  return { status: 'available' };
}

function knownOptionsOnly(filters: AdFilters, definition: FilterDefinition): AdFilters {
  const value = filterValue(filters, definition);
  const known = new Set(definition.options.map((option) => option.value));
  if (typeof value === 'string') {
    return known.has(value) ? filters : withFilterValue(filters, definition, undefined);
  }
  if (!Array.isArray(value) || value.every((item) => known.has(item))) return filters;
  return withFilterValue(
    filters,
    definition,
    value.filter((item) => known.has(item)),
  );
}

/**
 * Filters as they may be sent: option values the filter does not offer are dropped, values of
 * locked filters are dropped, and of a conflicting pair that a pasted link set together, the
 * second filter is dropped.
 */
export function enforceFilterRules(
  filters: AdFilters,
  filterSet: Pick<FilterSet, 'filters' | 'conflicts'>,
): AdFilters {
  let result = filters;
  const byKey = new Map(filterSet.filters.map((definition) => [definition.key, definition]));
  for (const definition of filterSet.filters) {
    if (definition.kind === 'multi_select' || definition.kind === 'single_select') {
      result = knownOptionsOnly(result, definition);
    }
    if (definition.locked && isFilterSet(result, definition)) {
      result = withFilterValue(result, definition, undefined);
    }
  }
  for (const [first, second] of filterSet.conflicts) {
    const a = byKey.get(first);
    const b = byKey.get(second);
    if (a && b && isFilterSet(result, a) && isFilterSet(result, b)) {
      result = withFilterValue(result, b, undefined);
    }
  }
  return result;
}
