import { errorMessage } from '@adlens/shared-contracts';
import type { ReactNode } from 'react';
import { ErrorState } from '../components/error-state/error-state';
import { VisuallyHidden } from '../components/visually-hidden/visually-hidden';

/**
 * The part of a query result this component reads. Structural, so that shared-ui does not depend
 * on a query library: a TanStack Query `useQuery` or `useSuspenseQuery` result fits as it is.
 */
export type QueryResultLike<Data> = {
  error: unknown;
  refetch: () => unknown;
  /** A request is under way (the first load, a retry or a background refresh). */
  isFetching?: boolean;
} & (
  | { status: 'pending'; data?: Data | undefined }
  | { status: 'error'; data?: Data | undefined }
  | { status: 'success'; data: Data }
);

export interface AsyncContentProps<Data> {
  query: QueryResultLike<Data>;
  /** Shown while the first data loads; drawn with `Skeleton`s in the shape of the content. */
  skeleton: ReactNode;
  /** Announced while loading, for example "Loading the ads". */
  loadingLabel?: string;
  /** With `empty`: data that has nothing to show renders `empty` instead of the children. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** The error's heading, for example "The ads could not load". */
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}

export const ASYNC_LOADING_LABEL = 'Loading';

/**
 * One region of a page that loads data: the skeleton while pending (and while retrying), an error
 * with Retry (the server's message when it sent one), the empty state, or the content. A
 * background refresh keeps the content on screen.
 */
export function AsyncContent<Data>({
  query,
  skeleton,
  loadingLabel = ASYNC_LOADING_LABEL,
  isEmpty,
  empty,
  errorTitle,
  children,
}: AsyncContentProps<Data>) {
  // A retry after an error shows the skeleton again, as the first load did.
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching)) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel}>
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        {skeleton}
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
