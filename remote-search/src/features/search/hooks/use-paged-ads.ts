import type { AdCard, AdSearchData } from '@adlens/shared-contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

export interface PagedAds {
  items: AdCard[];
  total: number;
  status: 'loading' | 'ready' | 'loading-more' | 'error' | 'error-more';
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Changes loaded cards in place (e.g. a bookmark toggle). */
  updateItem: (id: number, update: (ad: AdCard) => AdCard) => void;
}

export type FetchAdsPage = (page: number, signal: AbortSignal) => Promise<AdSearchData>;

interface PageState {
  /** The search (key and attempt) these pages belong to. */
  request: string;
  items: AdCard[];
  total: number;
  page: number;
  totalPages: number;
  status: PagedAds['status'];
  error: string | null;
}

function initial(request: string): PageState {
  return { request, items: [], total: 0, page: 0, totalPages: 1, status: 'loading', error: null };
}

function appendUnique(items: AdCard[], next: AdCard[]): AdCard[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...next.filter((item) => !seen.has(item.id))];
}

/**
 * Ads loaded page by page for infinite scroll. A new `key` (other filters) aborts whatever is in
 * flight, so a slow answer for old filters can never overwrite the new results. A null `key`
 * waits without requesting.
 */
export function usePagedAds(key: string | null, fetchPage: FetchAdsPage): PagedAds {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  const [stored, setState] = useState<PageState>(() => initial(request));
  const state = stored.request === request ? stored : initial(request);
  const controller = useRef<AbortController | null>(null);
  const fetchLatest = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchLatest.current = fetchPage;
  });

  const fetchInto = useCallback((forRequest: string, page: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchLatest.current(page, current.signal).then(
      (data) => {
        if (current.signal.aborted) return;
        setState((previous) => {
          const base = previous.request === forRequest ? previous : initial(forRequest);
          return {
            ...base,
            items: page === 1 ? data.items : appendUnique(base.items, data.items),
            total: data.total,
            page: data.page,
            totalPages: data.total_pages,
            status: 'ready',
            error: null,
          };
        });
      },
      (cause: unknown) => {
        if (current.signal.aborted) return;
        setState((previous) => {
          const base = previous.request === forRequest ? previous : initial(forRequest);
          const status = page === 1 ? 'error' : 'error-more';
          return { ...base, status, error: errorMessage(cause) };
        });
      },
    );
  }, []);

  useEffect(() => {
    // A null key waits (e.g. for the filter definitions).
    if (key === null) return;
    fetchInto(request, 1);
    return () => controller.current?.abort();
  }, [key, request, fetchInto]);

  const hasMore = state.page < state.totalPages;
  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !hasMore) return;
    setState({ ...state, status: 'loading-more' });
    fetchInto(request, state.page + 1);
  }, [state, hasMore, request, fetchInto]);

  const retry = useCallback(() => {
    if (state.status === 'error-more') {
      setState({ ...state, status: 'loading-more', error: null });
      fetchInto(request, state.page + 1);
    } else {
      setAttempt((value) => value + 1);
    }
  }, [state, request, fetchInto]);

  const updateItem = useCallback((id: number, update: (ad: AdCard) => AdCard) => {
    setState((previous) => ({
      ...previous,
      items: previous.items.map((item) => (item.id === id ? update(item) : item)),
    }));
  }, []);

  return {
    items: state.items,
    total: state.total,
    status: state.status,
    error: state.error,
    hasMore,
    loadMore,
    retry,
    updateItem,
  };
}
