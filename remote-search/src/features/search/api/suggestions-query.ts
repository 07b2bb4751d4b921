import { type Platform, adSuggestionsEndpoint } from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/** Live suggestions of the search box (`GET /v1/{platform}/ads/suggestions?q=`). */
export function suggestionsQuery(api: ApiClient, platform: Platform, q: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(platform, q),
    queryFn: ({ signal }) =>
      api.call(adSuggestionsEndpoint, { params: { platform }, query: { q } }, { signal }),
    // The same prefix typed again within a minute is answered from the cache.
    staleTime: 60_000,
  });
}
