import { isPlatform } from '@adlens/shared-contracts';
import { useParams } from 'react-router-dom';
import { SearchView } from './search-view';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';

/** `/{platform}/search` */
export function Component() {
  const { platform } = useParams();
  if (!isPlatform(platform)) return <UnknownPlatform platform={platform} />;
  return <SearchView key={platform} platform={platform} />;
}
