import { errorMessage } from '@adlens/shared-contracts';
import type { AdSearchData } from '@adlens/shared-contracts';
import { EmptyState, ErrorState, Spinner } from '@adlens/shared-ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { AdGrid } from './ad-grid';
import { loadedAds } from './loaded-ads';
import { ResultsSkeleton } from './results-skeleton';

interface AdResultsProps {
  /** The result pages (`useInfiniteQuery`); pending while the search waits for its filters. */
  results: UseInfiniteQueryResult<InfiniteData<AdSearchData>>;
  label: string;
  emptyTitle?: string;
  emptyAction?: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/** The states of a result list: loading, error with retry, empty, and the grid. */
export function AdResults({
  results,
  label,
  emptyTitle = 'No ads found',
  emptyAction,
}: AdResultsProps) {
  const { data, error, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = results;
  const items = useMemo(() => loadedAds(data?.pages ?? []), [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return (
    <section className="ad-results" aria-label={label} aria-busy={results.isPending}>
      {results.isPending ? (
        <>
          <p role="status">Loading ads…</p>
          <ResultsSkeleton />
        </>
      ) : !data ? (
        <ErrorState
          title="The ads could not be loaded"
          message={errorMessage(error)}
          onRetry={() => void results.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          description="Try another keyword or fewer filters."
          action={emptyAction}
        />
      ) : (
        <>
          <p className="ad-results__count" role="status">
            {count.format(total)} {total === 1 ? 'ad' : 'ads'}
          </p>
          <AdGrid ads={items} label={label} onEndReached={loadMore} />
          {results.isFetchingNextPage ? <Spinner label="Loading more ads" /> : null}
          {isFetchNextPageError ? (
            <ErrorState
              title="More ads could not be loaded"
              message={errorMessage(error)}
              onRetry={() => void fetchNextPage()}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
