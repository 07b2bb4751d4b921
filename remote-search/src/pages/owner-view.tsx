import { type AdFilters, type Platform, errorMessage } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import {
  ErrorState,
  PageHeader,
  Section,
  SkeletonBlock,
  SkeletonCircle,
  SkeletonText,
} from '@adlens/shared-ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { AdResults } from '../components/ad-results/ad-results';
import { FollowTargetPreview } from '../components/follow-toggle/follow-target-preview';
import { FollowToggle } from '../components/follow-toggle/follow-toggle';
import { ownerQuery } from '../features/owner/api/owner-query';
import { OwnerLandingPagesLoading } from '../features/owner/components/owner-landing-pages-loading';
import { OwnerProfile } from '../features/owner/components/owner-profile';
import { ownerAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { FilterBar } from '../features/search/components/filter-bar';
import { KeywordControl, SortControl } from '../features/search/components/keyword-and-sort';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { enforceFilterRules } from '../features/search/state/filter-rules';
import { ExportResults, exportFilters } from '../components/export-results/export-results';
import { LinkNeedsFixing } from '../features/search/components/link-needs-fixing';
import { unreadFields } from '../features/search/state/unread-params';

// The landing pages read the contract's features entry (decision 0074), which brings its own copy
// of zod: fetched after the profile's first paint, not on it.
const OwnerLandingPagesSection = lazy(() =>
  import('../features/owner/components/owner-landing-pages-section').then((module) => ({
    default: module.OwnerLandingPagesSection,
  })),
);

function ProfileSkeleton() {
  return (
    <div className="owner-skeleton" aria-hidden="true">
      <div className="owner-title">
        <SkeletonCircle size={64} />
        <SkeletonText lines={2} lastLineWidth="40%" />
      </div>
      <SkeletonBlock height={96} />
    </div>
  );
}

/** An advertiser's profile and their ads, filtered with the owner filters in the URL. */
export function OwnerView({ platform, id }: { platform: Platform; id: number }) {
  const api = useApi();
  const owner = useQuery(ownerQuery(api, platform, id));
  const [state, setState, unread] = useSearchState(platform);
  const needsFixing = unread.length > 0;
  const filterSet = useQuery(filterSetQuery(api, platform, 'owner'));
  const definitions = filterSet.data ?? null;
  const filters = definitions ? enforceFilterRules(state.filters, definitions) : state.filters;
  const results = useInfiniteQuery({
    ...ownerAdsQuery(api, id, { platform, filters, sort: state.sort }),
    enabled: !filterSet.isPending && !needsFixing,
  });
  const setFilters = (next: AdFilters) => setState({ ...state, filters: next });

  return (
    <main className="owner-page" aria-busy={owner.isPending}>
      {owner.isPending ? (
        <ProfileSkeleton />
      ) : owner.isError ? (
        <>
          <PageHeader title="Advertiser" />
          <ErrorState message={errorMessage(owner.error)} onRetry={() => void owner.refetch()} />
        </>
      ) : (
        <>
          <OwnerProfile owner={owner.data} />
          <div>
            <FollowToggle target={{ kind: 'owner', platform, id }} name={owner.data.name} />
            <FollowTargetPreview target={{ kind: 'owner', platform, id }} />
          </div>
          <Suspense fallback={<OwnerLandingPagesLoading />}>
            <OwnerLandingPagesSection platform={platform} id={id} />
          </Suspense>
        </>
      )}
      <Section title="Ads" className="owner-ads">
        <div className="search-panel">
          <KeywordControl platform={platform} state={state} unread={unread} onChange={setState} />
          {definitions ? (
            <FilterBar filterSet={definitions} filters={filters} onChange={setFilters} />
          ) : null}
        </div>
        <AdResults
          results={results}
          label="Owner ads"
          emptyTitle="No ads of this advertiser match"
          blocked={
            needsFixing ? (
              <LinkNeedsFixing
                unread={unread}
                onDrop={() => setState(state, unreadFields(unread))}
              />
            ) : null
          }
          toolbar={
            <>
              <SortControl state={state} sorts={definitions?.sorts} onChange={setState} />
              {needsFixing ? null : (
                <ExportResults
                  query={{
                    source: 'owner',
                    platform,
                    owner_id: id,
                    filters: exportFilters(filters, state.sort),
                  }}
                />
              )}
            </>
          }
        />
      </Section>
    </main>
  );
}
