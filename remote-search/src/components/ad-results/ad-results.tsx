import { EmptyState, ErrorState, Spinner } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import type { PagedAds } from '../../features/search/hooks/use-paged-ads';
import { AdGrid } from './ad-grid';
import { ResultsSkeleton } from './results-skeleton';

interface AdResultsProps {
  results: PagedAds;
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
  const { status, items } = results;
  return (
    <section className="ad-results" aria-label={label} aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <>
          <p role="status">Loading ads…</p>
          <ResultsSkeleton />
        </>
      ) : status === 'error' ? (
        <ErrorState
          title="The ads could not be loaded"
          message={results.error}
          onRetry={results.retry}
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
            {count.format(results.total)} {results.total === 1 ? 'ad' : 'ads'}
          </p>
          <AdGrid ads={items} label={label} onEndReached={results.loadMore} />
          {status === 'loading-more' ? <Spinner label="Loading more ads" /> : null}
          {status === 'error-more' ? (
            <ErrorState
              title="More ads could not be loaded"
              message={results.error}
              onRetry={results.retry}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
