import { type Platform } from '@adlens/shared-contracts';
import { useAnalytics } from '@adlens/shared-contracts/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appliedFilters } from '../state/filter-events';
import { parseSearchParams, toSearchParams } from '../state/filter-url';
import type { SearchState } from '../state/search-state';
import { groupsVariants, withVariantsView } from '../state/variants-url';

/**
 * The search state of the page, read from and written to the URL: every change is a history
 * entry, so back and forward step through searches and a pasted link opens the same view.
 * Each filter a change sets or changes is tracked as `filter_applied`.
 */
export function useSearchState(platform: Platform) {
  const analytics = useAnalytics();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(
    () => parseSearchParams(new URLSearchParams(query), platform),
    [query, platform],
  );
  const setState = useCallback(
    (next: SearchState) => {
      // The variants view is not part of the search state: a new search keeps it.
      setParams(withVariantsView(toSearchParams(next), groupsVariants(params)));
      for (const { filter, values } of appliedFilters(state.filters, next.filters)) {
        analytics.track('filter_applied', { platform, filter, values });
      }
    },
    [setParams, params, state, analytics, platform],
  );
  return [state, setState] as const;
}
