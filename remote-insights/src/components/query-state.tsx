import { ErrorState } from '@adlens/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-message';

export interface QueryStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** What is loading, for screen readers ("Loading top advertisers"). */
  loadingLabel: string;
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
}

// KIT: swap for shared-ui's AsyncContent once it lands on main.
/** The three states of a query: skeleton while pending, error with retry, then the content. */
export function QueryState<Data>({
  query,
  loadingLabel,
  skeleton,
  children,
}: QueryStateProps<Data>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return (
    <div role="status" aria-busy="true" aria-label={loadingLabel}>
      {skeleton}
    </div>
  );
}
