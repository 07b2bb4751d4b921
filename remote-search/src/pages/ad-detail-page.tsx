import { isPlatform } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { AdDetailView } from '../features/ad-detail/components/ad-detail-view';
import { BookmarkPanel } from '../features/bookmarks/components/bookmark-panel';
import { ShareButton } from '../features/share/components/share-button';
import { parseId } from '../lib/parse-id';
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
