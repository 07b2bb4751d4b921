import { type Platform } from '@adlens/shared-contracts';
import { useAnalytics } from '@adlens/shared-contracts/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appliedFilters } from '../state/filter-events';
import type { FilterField } from '../state/filter-fields';
import { readSearchUrl, toSearchParams } from '../state/filter-url';
import type { SearchState } from '../state/search-state';
import { keepUnread } from '../state/unread-params';
import { groupsVariants, withVariantsView } from '../state/variants-url';

/** A new search state; `drop` names fields whose unread URL values the change replaces. */
export type SetSearchState = (next: SearchState, drop?: readonly FilterField[]) => void;

/**
 * The search state of the page, read from and written to the URL: every change is a history
 * entry, so back and forward step through searches and a pasted link opens the same view.
 * Each filter a change sets or changes is tracked as `filter_applied`. Filter values the page
 * cannot read (`unread`) stay in the URL until the user changes that filter or drops them.
 */
export function useSearchState(platform: Platform) {
  const analytics = useAnalytics();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { state, unread } = useMemo(
    () => readSearchUrl(new URLSearchParams(query), platform),
    [query, platform],
  );
  const setState = useCallback<SetSearchState>(
    (next, drop = []) => {
      // The variants view is not part of the search state: a new search keeps it.
      const written = withVariantsView(toSearchParams(next), groupsVariants(params));
      setParams(keepUnread(written, unread, { before: state.filters, after: next.filters, drop }));
      for (const { filter, values } of appliedFilters(state.filters, next.filters)) {
        analytics.track('filter_applied', { platform, filter, values });
      }
    },
    [setParams, params, state, unread, analytics, platform],
  );
  return [state, setState, unread] as const;
}
