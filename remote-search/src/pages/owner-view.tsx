import { type AdFilters, type Platform, ownerEndpoint, useApi } from '@adlens/shared-contracts';
import { ErrorState, Skeleton } from '@adlens/shared-ui';
import { useAsync } from '../lib/use-async';
import { useFilterSet } from '../features/search/api/use-filter-set';
import { FilterBar } from '../features/search/components/filter-bar';
import { enforceFilterRules } from '../features/search/state/filter-rules';
import { ownerAds } from '../features/search/api/search-ads';
import { AdResults } from '../components/ad-results/ad-results';
import { KeywordAndSort } from '../features/search/components/keyword-and-sort';
import { usePagedAds } from '../features/search/hooks/use-paged-ads';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { OwnerProfile } from '../features/owner/components/owner-profile';

/** An advertiser's profile and their ads, filtered with the owner filters in the URL. */
export function OwnerView({ platform, id }: { platform: Platform; id: number }) {
  const api = useApi();
  const owner = useAsync(`${platform}:${id}`, (signal) =>
    api.call(ownerEndpoint, { params: { platform, id } }, { signal }),
  );
  const [state, setState] = useSearchState(platform);
  const filterSet = useFilterSet(platform, 'owner');
  const definitions = filterSet.state.status === 'success' ? filterSet.state.data : null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  const requestKey =
    filterSet.state.status === 'loading'
      ? null
      : JSON.stringify([platform, id, filters, state.sort]);
  const results = usePagedAds(requestKey, (page, signal) =>
    ownerAds(api, id, { platform, filters, sort: state.sort, page }, signal),
  );
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="owner-page" aria-labelledby="owner-title">
      {owner.state.status === 'loading' ? (
        <Skeleton height={160} />
      ) : owner.state.status === 'error' ? (
        <>
          <h1 id="owner-title">Advertiser</h1>
          <ErrorState message={owner.state.error} onRetry={owner.retry} />
        </>
      ) : (
        <OwnerProfile owner={owner.state.data} />
      )}
      <h2>Ads</h2>
      <div className="search-page__toolbar">
        <KeywordAndSort state={state} sorts={definitions?.sorts} onChange={setState} />
      </div>
      {definitions ? (
        <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
      ) : null}
      <AdResults results={results} label="Owner ads" emptyTitle="No ads of this advertiser match" />
    </main>
  );
}
