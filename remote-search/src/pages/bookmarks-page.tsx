import { isPlatform } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs, useSession } from '@adlens/shared-contracts/react';
import { useParams } from 'react-router-dom';
import { collectionsQuery } from '../features/bookmarks/api/bookmarks-api';
import { searchKeys } from '../lib/query-keys';
import { BookmarksView } from '../features/bookmarks/components/bookmarks-view';
import { bookmarksQueryOf } from '../features/bookmarks/state/bookmarks-url';
import { isOnScreen } from '../lib/on-screen';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';
import '../styles/bookmarks.css';

/** `/bookmarks` (the active platform) and `/{platform}/bookmarks`. */
export function Component() {
  const { platform } = useParams();
  const { activePlatform } = useSession();
  const chosen = platform ?? activePlatform;
  if (!isPlatform(chosen)) return <UnknownPlatform platform={chosen} />;
  return <BookmarksView key={chosen} platform={chosen} />;
}

/**
 * The collections and bookmarked ads of the URL. `/bookmarks` follows the session's active
 * platform, which a loader does not receive: that page loads once rendered.
 */
export function loader({ request, params, api, queryClient }: RemotePageLoaderArgs) {
  const { platform } = params;
  if (!isPlatform(platform) || isOnScreen(queryClient, searchKeys.platformBookmarks(platform)))
    return null;
  const query = bookmarksQueryOf(new URL(request.url).searchParams);
  return queryClient.ensureQueryData(collectionsQuery(api, platform, query)).then(() => null);
}
