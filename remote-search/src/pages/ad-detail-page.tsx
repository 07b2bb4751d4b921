import { isPlatform, parseId } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { adPreviewQuery } from '../features/ad-detail/api/ad-preview-query';
import { AdDetailView } from '../features/ad-detail/components/ad-detail-view';
import { BookmarkPanel } from '../features/bookmarks/components/bookmark-panel';
import { ShareButton } from '../features/share/components/share-button';
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
 * once for an ad the preview says is paid). The preview (card, paid, cost) is the first data: a
 * missing ad goes to `/404` before any confirmation. The URL chain and the engagement history are
 * parts of the paid detail (decision 0024): they load once it is open.
 */
export function loader({ params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  const adId = parseId(params.id);
  if (!isPlatform(platform) || adId === null) return null;
  return queryClient.ensureQueryData(adPreviewQuery(api, platform, adId)).then(() => null);
}
