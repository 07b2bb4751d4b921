import type { FilterDefinition, FilterSet } from '@adlens/shared-contracts';

/** Builds filter definitions for tests with only the fields a test cares about. */
export function definition(
  overrides: Partial<FilterDefinition> & { key: string },
): FilterDefinition {
  return {
    label: overrides.key,
    kind: 'multi_select',
    group: 'general',
    options: [],
    engagement_key: null,
    min: null,
    max: null,
    locked: false,
    ...overrides,
  };
}

export function filterSet(
  filters: FilterDefinition[],
  conflicts: [string, string][] = [],
): FilterSet {
  return {
    platform: 'tiktok',
    filters,
    conflicts,
    sorts: [{ value: 'newest', label: 'Newest' }],
    messages: { locked: 'locked', conflict: 'conflict' },
  };
}
