import { type AdFilters, PLATFORM_LABELS, type Platform, useApi } from '@adlens/shared-contracts';
import { AsyncContent, Button, Skeleton } from '@adlens/shared-ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AdResults } from '../components/ad-results/ad-results';
import { SavedFilters } from '../features/saved-filters/components/saved-filters';
import { searchAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { FilterBar } from '../features/search/components/filter-bar';
import { KeywordAndSort } from '../features/search/components/keyword-and-sort';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { enforceFilterRules } from '../features/search/state/filter-rules';
import { ReleaseLabel } from '../components/release-label';

/** The search of one platform: keyword, filters and sort from the URL, results below. */
export function SearchView({ platform }: { platform: Platform }) {
  const api = useApi();
  const [state, setState] = useSearchState(platform);
  const filterSet = useQuery(filterSetQuery(api, platform, 'search'));
  const definitions = filterSet.data ?? null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  // Wait for the definitions so that a link with locked or conflicting filters is cleaned first.
  const results = useInfiniteQuery({
    ...searchAdsQuery(api, { platform, filters, sort: state.sort }),
    enabled: !filterSet.isPending,
  });
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">{PLATFORM_LABELS[platform]} ad search</h1>
      <div className="search-page__toolbar">
        <KeywordAndSort
          platform={platform}
          state={state}
          sorts={definitions?.sorts}
          onChange={setState}
        />
        <SavedFilters platform={platform} filters={filters} onApply={setFilters} />
      </div>
      <AsyncContent
        query={filterSet}
        skeleton={
          <div className="search-filter-bar">
            <Skeleton height={36} />
          </div>
        }
        loadingLabel="Loading the filters"
        errorTitle="Filters could not be loaded"
      >
        {(definitions) => (
          <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
        )}
      </AsyncContent>
      <AdResults
        results={results}
        label="Search results"
        emptyAction={
          Object.keys(filters).length > 0 ? (
            <Button variant="secondary" onClick={() => setState({ ...state, filters: {} })}>
              Clear keyword and filters
            </Button>
          ) : null
        }
      />
      <ReleaseLabel />
    </main>
  );
}
