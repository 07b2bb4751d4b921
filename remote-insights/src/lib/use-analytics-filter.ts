import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type AnalyticsFilter,
  readAnalyticsFilter,
  writeAnalyticsFilter,
} from './analytics-filter';

/**
 * The page's filter from the URL, a setter that pushes a history entry (back restores it), and
 * the filter to show in the controls. The route loader holds a new URL until its data is in, so
 * the controls show the user's choice at once while the data still shows the URL's filter.
 */
export function useAnalyticsFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => readAnalyticsFilter(new URLSearchParams(search)), [search]);
  const [pending, setPending] = useState<AnalyticsFilter | null>(null);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    // The URL moved (to the choice, or elsewhere by back): the URL is the truth again.
    setSeenSearch(search);
    setPending(null);
  }
  const setFilter = useCallback(
    (next: AnalyticsFilter) => {
      setPending(next);
      setParams((current) => {
        const written = writeAnalyticsFilter(current, next);
        // A new filter starts its lists from the first page.
        written.delete('page');
        return written;
      });
    },
    [setParams],
  );
  return { filter, setFilter, shown: pending ?? filter };
}
