import { type AdFilters, PLATFORM_LABELS, type Platform } from '@adlens/shared-contracts';
import { useApi, useScreen } from '@adlens/shared-contracts/react';
import { AsyncContent, Button, PageHeader, Skeleton } from '@adlens/shared-ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AdResults } from '../components/ad-results/ad-results';
import { SavedFilters } from '../features/saved-filters/components/saved-filters';
import { searchAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { queryRefusal } from '../features/search/api/query-refusal';
import { FilterBar } from '../features/search/components/filter-bar';
import { FilterSheet } from '../features/search/components/filter-sheet';
import { TagFilters } from '../features/search/components/tag-filters';
import { KeywordControl, SortControl } from '../features/search/components/keyword-and-sort';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { useSearchRunEvent } from '../features/search/hooks/use-search-run-event';
import { enforceFilterRules } from '../features/search/state/filter-rules';
import { ReleaseLabel } from '../components/release-label';
import { VariantsToggle } from '../features/search/components/variants-toggle';
import { groupsVariants, withVariantsView } from '../features/search/state/variants-url';
import { ExportResults, exportFilters } from '../components/export-results/export-results';
import { LinkNeedsFixing } from '../features/search/components/link-needs-fixing';
import { unreadFields } from '../features/search/state/unread-params';

/** The search of one platform: keyword, filters and sort from the URL, results below. */
export function SearchView({ platform }: { platform: Platform }) {
  const api = useApi();
  // A phone keeps the first screen for ads: the filters go behind one button (issue 41).
  const { isMobile } = useScreen();
  const [state, setState, unread] = useSearchState(platform);
  const needsFixing = unread.length > 0;
  const [params, setParams] = useSearchParams();
  const groupVariants = groupsVariants(params);
  const filterSet = useQuery(filterSetQuery(api, platform, 'search'));
  const definitions = filterSet.data ?? null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  // Wait for the definitions so that a link with locked or conflicting filters is cleaned first;
  // a link with values the page cannot read searches for nothing until they are fixed.
  const results = useInfiniteQuery({
    ...searchAdsQuery(api, { platform, filters, sort: state.sort, groupVariants }),
    enabled: !filterSet.isPending && !needsFixing,
  });
  useSearchRunEvent({ platform, filters, sort: state.sort, data: results.data });
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="search-page">
      <PageHeader
        title={`${PLATFORM_LABELS[platform]} ad search`}
        subtitle={
          isMobile
            ? undefined
            : 'Find ads by keyword, advertiser or domain, then narrow them down with filters.'
        }
        actions={<SavedFilters platform={platform} filters={filters} onApply={setFilters} />}
      />
      <div className="search-panel">
        <KeywordControl
          platform={platform}
          state={state}
          unread={unread}
          refusal={queryRefusal(results.error)}
          onChange={setState}
        />
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
          {(definitions) =>
            isMobile ? (
              <FilterSheet filterSet={definitions} filters={filters} onChange={setFilters} />
            ) : (
              <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
            )
          }
        </AsyncContent>
        {isMobile ? null : (
          // A phone keeps its first screen for ads (issue 41): tag words are typed in the box there.
          <TagFilters
            platform={platform}
            filters={filters}
            enabled={!filterSet.isPending && !needsFixing}
            onChange={setFilters}
          />
        )}
      </div>
      <AdResults
        results={results}
        label="Search results"
        blocked={
          needsFixing ? (
            <LinkNeedsFixing unread={unread} onDrop={() => setState(state, unreadFields(unread))} />
          ) : null
        }
        toolbar={
          <>
            <SortControl state={state} sorts={definitions?.sorts} onChange={setState} />
            <VariantsToggle
              grouped={groupVariants}
              onChange={(grouped) => setParams(withVariantsView(params, grouped))}
            />
            {needsFixing ? null : (
              <ExportResults
                query={{ source: 'search', platform, filters: exportFilters(filters, state.sort) }}
              />
            )}
          </>
        }
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
