import { isPlatform } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { OwnerView } from './owner-view';
import { parseId } from '../lib/parse-id';
import { UnknownPlatform } from './unknown-platform';
import '../styles/search.css';

/** `/{platform}/owner/{id}` */
export function Component() {
  const { platform, id } = useParams();
  if (!isPlatform(platform)) return <UnknownPlatform platform={platform} />;
  const ownerId = parseId(id);
  if (ownerId === null) return <EmptyState title="This advertiser link is not valid." />;
  return <OwnerView key={`${platform}:${ownerId}`} platform={platform} id={ownerId} />;
}
