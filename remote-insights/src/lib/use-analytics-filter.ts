import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type AnalyticsFilter,
  readAnalyticsFilter,
  writeAnalyticsFilter,
} from './analytics-filter';

/** The page's filter from the URL, and a setter that pushes a history entry (back restores it). */
export function useAnalyticsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readAnalyticsFilter(params), [params]);
  const setFilter = useCallback(
    (next: AnalyticsFilter) =>
      setParams((current) => {
        const written = writeAnalyticsFilter(current, next);
        // A new filter starts its lists from the first page.
        written.delete('page');
        return written;
      }),
    [setParams],
  );
  return [filter, setFilter] as const;
}
