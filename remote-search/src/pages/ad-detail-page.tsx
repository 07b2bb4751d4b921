import { type RemotePageLoaderArgs, isPlatform, parseId } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { FIRST_ENGAGEMENT_RANGE } from '../components/ad-detail-content/engagement-range';
import { adEngagementsQuery } from '../features/ad-detail/api/ad-engagements-query';
import { adPreviewQuery } from '../features/ad-detail/api/ad-preview-query';
import { urlChainQuery } from '../features/ad-detail/api/url-chain-query';
import { AdDetailView } from '../features/ad-detail/components/ad-detail-view';
import { BookmarkPanel } from '../features/bookmarks/components/bookmark-panel';
import { ShareButton } from '../features/share/components/share-button';
import { firstData } from '../lib/first-data';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';

/** `/{platform}/ads/{id}` */
export function Component() {
  const { platform, id } = useParams();
  if (!isPlatform(platform)) return <UnknownPlatform platform={platform} />;
  const adId = parseId(id);
  if (adId === null) return <EmptyState title="This ad link is not valid." />;
  return (
    <AdDetailView
      key={`${platform}:${adId}`}
      platform={platform}
      id={adId}
      actions={(openedId) => (
        <>
          <BookmarkPanel platform={platform} adId={openedId} />
          <ShareButton platform={platform} adId={openedId} />
        </>
      )}
    />
  );
}

/**
 * Only what is free, never the detail (it costs credits and loads after the user confirms, or at
 * once for an ad the preview says is paid). The preview (card, paid, cost) and the engagement
 * history are the first data: a missing ad goes to `/404` before any confirmation. The URL chain
 * is only warmed.
 */
export function loader({ params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  const adId = parseId(params.id);
  if (!isPlatform(platform) || adId === null) return null;
  return firstData(
    Promise.all([
      queryClient.ensureQueryData(adPreviewQuery(api, platform, adId)),
      queryClient.ensureQueryData(adEngagementsQuery(api, platform, adId, FIRST_ENGAGEMENT_RANGE)),
      queryClient.prefetchQuery(urlChainQuery(api, adId)),
    ]),
  );
}
