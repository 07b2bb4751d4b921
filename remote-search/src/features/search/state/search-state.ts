import { type AdFilters, type AdSort, DEFAULT_AD_SORT } from '@adlens/shared-contracts';

export type { AdSort } from '@adlens/shared-contracts';
export { isAdSort } from '@adlens/shared-contracts';

/** The contract's, so that the host's first data request (decision 0044) sorts the same way. */
export const DEFAULT_SORT: AdSort = DEFAULT_AD_SORT;

/** Everything that decides which ads the search shows; lives in the URL. */
export interface SearchState {
  filters: AdFilters;
  sort: AdSort;
}

export const EMPTY_SEARCH_STATE: SearchState = { filters: {}, sort: DEFAULT_SORT };
