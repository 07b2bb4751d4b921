import { type AdFilters, type Platform, useApi, errorMessage } from '@adlens/shared-contracts';
import { ErrorState, Skeleton } from '@adlens/shared-ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdResults } from '../components/ad-results/ad-results';
import { ownerQuery } from '../features/owner/api/owner-query';
import { OwnerProfile } from '../features/owner/components/owner-profile';
import { ownerAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { FilterBar } from '../features/search/components/filter-bar';
import { KeywordAndSort } from '../features/search/components/keyword-and-sort';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { enforceFilterRules } from '../features/search/state/filter-rules';

/** An advertiser's profile and their ads, filtered with the owner filters in the URL. */
export function OwnerView({ platform, id }: { platform: Platform; id: number }) {
  const api = useApi();
  const owner = useQuery(ownerQuery(api, platform, id));
  const [state, setState] = useSearchState(platform);
  const filterSet = useQuery(filterSetQuery(api, platform, 'owner'));
  const definitions = filterSet.data ?? null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  const results = useInfiniteQuery({
    ...ownerAdsQuery(api, id, { platform, filters, sort: state.sort }),
    enabled: !filterSet.isPending,
  });
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="owner-page" aria-labelledby="owner-title">
      {owner.isPending ? (
        <Skeleton height={160} />
      ) : owner.isError ? (
        <>
          <h1 id="owner-title">Advertiser</h1>
          <ErrorState message={errorMessage(owner.error)} onRetry={() => void owner.refetch()} />
        </>
      ) : (
        <OwnerProfile owner={owner.data} />
      )}
      <h2>Ads</h2>
      <div className="search-page__toolbar">
        <KeywordAndSort
          platform={platform}
          state={state}
          sorts={definitions?.sorts}
          onChange={setState}
        />
      </div>
      {definitions ? (
        <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
      ) : null}
      <AdResults results={results} label="Owner ads" emptyTitle="No ads of this advertiser match" />
    </main>
  );
}
