import { AD_SORTS, type AdFilters } from '@adlens/shared-contracts';

export type AdSort = (typeof AD_SORTS)[number];

export const DEFAULT_SORT: AdSort = 'newest';

/** Everything that decides which ads the search shows; lives in the URL. */
export interface SearchState {
  filters: AdFilters;
  sort: AdSort;
}

export const EMPTY_SEARCH_STATE: SearchState = { filters: {}, sort: DEFAULT_SORT };

export function isAdSort(value: unknown): value is AdSort {
  return typeof value === 'string' && (AD_SORTS as readonly string[]).includes(value);
}
