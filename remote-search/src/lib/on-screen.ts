import type { QueryClient, QueryKey } from '@tanstack/react-query';

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
