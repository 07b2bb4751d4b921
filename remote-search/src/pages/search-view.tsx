import { type AdFilters, PLATFORM_LABELS, type Platform, useApi } from '@adlens/shared-contracts';
import { Button, ErrorState, Skeleton } from '@adlens/shared-ui';
import { useFilterSet } from '../features/search/api/use-filter-set';
import { FilterBar } from '../features/search/components/filter-bar';
import { enforceFilterRules } from '../features/search/state/filter-rules';
import { SavedFilters } from '../features/saved-filters/components/saved-filters';
import { searchAds } from '../features/search/api/search-ads';
import { usePagedAds } from '../features/search/hooks/use-paged-ads';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { AdResults } from '../components/ad-results/ad-results';
import { KeywordAndSort } from '../features/search/components/keyword-and-sort';

/** The search of one platform: keyword, filters and sort from the URL, results below. */
export function SearchView({ platform }: { platform: Platform }) {
  const api = useApi();
  const [state, setState] = useSearchState(platform);
  const filterSet = useFilterSet(platform, 'search');
  const definitions = filterSet.state.status === 'success' ? filterSet.state.data : null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  // Wait for the definitions so that a link with locked or conflicting filters is cleaned first.
  const requestKey =
    filterSet.state.status === 'loading' ? null : JSON.stringify([platform, filters, state.sort]);
  const results = usePagedAds(requestKey, (page, signal) =>
    searchAds(api, { platform, filters, sort: state.sort, page }, signal),
  );
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="search-page" aria-labelledby="search-title">
      <h1 id="search-title">{PLATFORM_LABELS[platform]} ad search</h1>
      <div className="search-page__toolbar">
        <KeywordAndSort state={state} sorts={definitions?.sorts} onChange={setState} />
        <SavedFilters platform={platform} filters={filters} onApply={setFilters} />
      </div>
      {filterSet.state.status === 'loading' ? (
        <div aria-hidden="true" className="search-filter-bar">
          <Skeleton height={36} />
        </div>
      ) : definitions ? (
        <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
      ) : (
        <ErrorState
          title="Filters could not be loaded"
          message={filterSet.state.error}
          onRetry={filterSet.retry}
        />
      )}
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
    </main>
  );
}
