import { type AdFilters, type AdSearchData, type Platform } from '@adlens/shared-contracts';
import { useAnalytics } from '@adlens/shared-contracts/react';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { countSetFilters } from '../state/filter-events';
import type { AdSort } from '../state/search-state';

interface SearchRun {
  platform: Platform;
  /** The filters as sent (after the definitions' rules). */
  filters: AdFilters;
  sort: AdSort;
  /** The result pages of exactly this search; undefined until its first page answered. */
  data: InfiniteData<AdSearchData> | undefined;
}

/**
 * Tracks `search_run` once per search that ran: when the first page of a search answers, and
 * when scrolling loads a further page. A refetch of the same pages, a re-render or StrictMode's
 * second effect run finds the same search already tracked; a failed search tracks nothing.
 */
export function useSearchRunEvent({ platform, filters, sort, data }: SearchRun) {
  const analytics = useAnalytics();
  const tracked = useRef<string | null>(null);
  const last = data?.pages.at(-1);
  // Names the search and how many pages of it loaded; the effect runs on other renders too.
  const run = last ? JSON.stringify([platform, filters, sort, data?.pages.length]) : null;

  useEffect(() => {
    if (!run || !last || tracked.current === run) return;
    tracked.current = run;
    analytics.track('search_run', {
      platform,
      keyword: filters.keyword ?? '',
      filters: countSetFilters(filters),
      page: last.page,
      results: last.total,
    });
  }, [run, last, analytics, platform, filters]);
}
