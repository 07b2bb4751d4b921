import { isPlatform } from '@adlens/shared-contracts';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { SharedAdView } from '../features/share/components/shared-ad-view';
import '../styles/search.css';

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/** `/share/{platform}/ads/{token}`: public, no header, no login, no credits. */
export function Component() {
  const { platform, token } = useParams();
  if (!isPlatform(platform) || !token || !TOKEN.test(token)) {
    return (
      <main className="shared-ad-page">
        <EmptyState title="This share link is not valid." />
      </main>
    );
  }
  return <SharedAdView key={`${platform}:${token}`} platform={platform} token={token} />;
}
