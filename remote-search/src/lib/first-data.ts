import { isApiError } from '@adlens/shared-contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Awaits a page's first data in its loader. A failure with a status leaves the page (the host
 * shows `/{status}`); any other failure (no answer: offline) is left to the page, whose query
 * shows the error with a retry.
 */
export async function firstData(load: Promise<unknown>): Promise<null> {
  try {
    await load;
  } catch (error) {
    if (isApiError(error) && error.status >= 400) throw error;
  }
  return null;
}

/**
 * Whether a page on screen reads queries under this key. The loader then runs for a change of the
 * page's own URL (a filter, a keyword): it does not hold the navigation, so the URL changes at
 * once and the page shows the new data loading, as a change made on the page should.
 */
export function isOnScreen(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey })
    .some((query) => query.getObserversCount() > 0);
}
