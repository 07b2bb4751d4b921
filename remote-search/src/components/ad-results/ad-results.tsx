import { errorMessage } from '@adlens/shared-contracts';
import type { AdSearchData } from '@adlens/shared-contracts';
import { EmptyState, ErrorState, Spinner } from '@adlens/shared-ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { queryRefusal } from '../../features/search/api/query-refusal';
import { AdGrid } from './ad-grid';
import { loadedAds } from './loaded-ads';
import { ResultsSkeleton } from './results-skeleton';
import { SearchIcon } from './search-icon';

interface AdResultsProps {
  /** The result pages (`useInfiniteQuery`); pending while the search waits for its filters. */
  results: UseInfiniteQueryResult<InfiniteData<AdSearchData>>;
  label: string;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Controls on the results' toolbar, beside the count (the sort). */
  toolbar?: ReactNode;
  /** Shown in place of the results when the search cannot run (a link that needs fixing). */
  blocked?: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/** The states of a result list: loading, error with retry, empty, and the grid. */
export function AdResults({
  results,
  label,
  emptyTitle = 'No ads found',
  emptyAction,
  toolbar,
  blocked,
}: AdResultsProps) {
  const { data, error, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = results;
  const items = useMemo(() => loadedAds(data?.pages ?? []), [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  return (
    <section className="ad-results" aria-label={label} aria-busy={!blocked && results.isPending}>
      <div className="results-toolbar">
        {/* One live region for the count: it announces "Loading ads…" and then the total. */}
        <p className="results-toolbar__count" role="status">
          {blocked
            ? ''
            : results.isPending
              ? 'Loading ads…'
              : data
                ? `${count.format(total)} ${total === 1 ? 'ad' : 'ads'}`
                : ''}
        </p>
        {toolbar ? <div className="results-toolbar__controls">{toolbar}</div> : null}
      </div>
      {blocked ? (
        blocked
      ) : results.isPending ? (
        <ResultsSkeleton />
      ) : !data && queryRefusal(error) !== null ? (
        <ErrorState title="Check the query" message={queryRefusal(error) ?? ''} />
      ) : !data ? (
        <ErrorState
          title="The ads could not be loaded"
          message={errorMessage(error)}
          onRetry={() => void results.refetch()}
        />
      ) : items.length === 0 ? (
        <div className="ad-results__empty">
          <EmptyState
            icon={<SearchIcon />}
            title={emptyTitle}
            description="Try another keyword, fewer filters or another sort."
            action={emptyAction}
          />
        </div>
      ) : (
        <>
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
