import { isPlatform } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { useParams } from 'react-router-dom';
import { savedFiltersQuery } from '../features/saved-filters/api/saved-filters-query';
import { searchAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { loadAdSearch } from '../features/search/api/load-ad-search';
import { readSearchUrl } from '../features/search/state/filter-url';
import { groupsVariants } from '../features/search/state/variants-url';
import { isOnScreen } from '../lib/on-screen';
import { SearchView } from './search-view';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';

/** `/{platform}/search` */
export function Component() {
  const { platform } = useParams();
  if (!isPlatform(platform)) return <UnknownPlatform platform={platform} />;
  return <SearchView key={platform} platform={platform} />;
}

/** Filter definitions, the first results of the URL's search and the saved filters, together. */
export function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  if (!isPlatform(platform)) return null;
  const definitions = filterSetQuery(api, platform, 'search');
  if (isOnScreen(queryClient, definitions.queryKey)) return null;
  const search = new URL(request.url).searchParams;
  const { state, unread } = readSearchUrl(search, platform);
  const { filters, sort } = state;
  const groupVariants = groupsVariants(search);
  return Promise.all([
    loadAdSearch(queryClient, {
      definitions,
      firstPage: (allowed) =>
        queryClient.ensureInfiniteQueryData(
          searchAdsQuery(api, { platform, filters: allowed, sort, groupVariants }),
        ),
      filters,
      needsFixing: unread.length > 0,
    }),
    queryClient.prefetchQuery(savedFiltersQuery(api, platform)),
  ]).then(() => null);
}
