import { ErrorState } from '@adlens/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from './error-message';

// TODO(kit): replace with the kit's `AsyncContent` (@adlens/shared-ui) once it lands.

export interface QueryContentProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** What is loading, for the busy region's name and the error title ("plans"). */
  label: string;
  skeleton: ReactNode;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** A query's loading skeleton, its error with a retry, its empty state, or its content. */
export function QueryContent<Data>({
  query,
  label,
  skeleton,
  isEmpty,
  empty,
  children,
}: QueryContentProps<Data>) {
  if (query.data !== undefined) {
    return <>{isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        {skeleton}
      </div>
    );
  }
  return (
    <ErrorState
      title={`Could not load ${label}`}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
