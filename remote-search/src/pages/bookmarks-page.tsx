import { isPlatform, useSession } from '@adlens/shared-contracts';
import { useParams } from 'react-router-dom';
import { BookmarksView } from '../features/bookmarks/components/bookmarks-view';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';

/** `/bookmarks` (the active platform) and `/{platform}/bookmarks`. */
export function Component() {
  const { platform } = useParams();
  const { activePlatform } = useSession();
  const chosen = platform ?? activePlatform;
  if (!isPlatform(chosen)) return <UnknownPlatform platform={chosen} />;
  return <BookmarksView key={chosen} platform={chosen} />;
}
