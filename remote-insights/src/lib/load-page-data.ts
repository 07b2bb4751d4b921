import { isApiError } from '@adlens/shared-contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A page loader's first data. A failure the server answered with a status is rethrown, so that
 * the host sends the user to `/{status}` (spec section 8); any other failure (no answer) is left
 * in the query cache, where the page shows it with a retry instead of a dead end.
 */
export async function loadPageData<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<void> {
  try {
    await queryClient.ensureQueryData(query);
  } catch (error) {
    if (isApiError(error) && error.status >= 400) throw error;
  }
}
