import { isPlatform, parseId } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { ownerQuery } from '../features/owner/api/owner-query';
import { ownerAdsQuery } from '../features/search/api/ads-query';
import { filterSetQuery } from '../features/search/api/filter-set-query';
import { loadAdSearch } from '../features/search/api/load-ad-search';
import { readSearchUrl } from '../features/search/state/filter-url';
import { isOnScreen } from '../lib/on-screen';
import { OwnerView } from './owner-view';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';
import '../styles/owner.css';

/** `/{platform}/owner/{id}` */
export function Component() {
  const { platform, id } = useParams();
  if (!isPlatform(platform)) return <UnknownPlatform platform={platform} />;
  const ownerId = parseId(id);
  if (ownerId === null) return <EmptyState title="This advertiser link is not valid." />;
  return <OwnerView key={`${platform}:${ownerId}`} platform={platform} id={ownerId} />;
}

/** The advertiser, the owner filters and the first page of their ads, together. */
export function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  const ownerId = parseId(params.id);
  if (!isPlatform(platform) || ownerId === null) return null;
  const owner = ownerQuery(api, platform, ownerId);
  if (isOnScreen(queryClient, owner.queryKey)) return null;
  const { state, unread } = readSearchUrl(new URL(request.url).searchParams, platform);
  const { filters, sort } = state;
  return Promise.all([
    queryClient.ensureQueryData(owner),
    loadAdSearch(queryClient, {
      definitions: filterSetQuery(api, platform, 'owner'),
      firstPage: (allowed) =>
        queryClient.ensureInfiniteQueryData(
          ownerAdsQuery(api, ownerId, { platform, filters: allowed, sort }),
        ),
      filters,
      needsFixing: unread.length > 0,
    }),
  ]).then(() => null);
}
