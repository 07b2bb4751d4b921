// TEMPORARY (pending-kit): replaced by the kit's AsyncContent in @adlens/shared-ui.
import { ErrorState } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { errorMessage } from './error-message';

/** The part of a TanStack query result this piece reads. */
export interface AsyncQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface AsyncContentProps<Data> {
  query: AsyncQuery<Data>;
  /** Names the region while it loads (aria-busy). */
  label: string;
  skeleton: ReactNode;
  errorTitle?: string;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** Skeleton while loading, error with retry, empty state, or the data. */
export function AsyncContent<Data>({
  query,
  label,
  skeleton,
  errorTitle,
  isEmpty,
  empty,
  children,
}: AsyncContentProps<Data>) {
  // A retry after an error shows the skeleton again, so the click visibly does something.
  if (query.isPending || (query.isError && query.isFetching)) {
    return (
      <div aria-busy="true" aria-label={label} role="status">
        {skeleton}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
