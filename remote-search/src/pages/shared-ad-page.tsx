import { isPlatform } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { EmptyState } from '@adlens/shared-ui';
import { useParams } from 'react-router-dom';
import { FIRST_ENGAGEMENT_RANGE } from '../components/ad-detail-content/engagement-range';
import { sharedAdEngagementsQuery, sharedAdQuery } from '../features/share/api/shared-ad-query';
import { SharedAdView } from '../features/share/components/shared-ad-view';
import '../styles/search.css';

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

function validLink(platform: string | undefined, token: string | undefined) {
  return isPlatform(platform) && token !== undefined && TOKEN.test(token)
    ? { platform, token }
    : null;
}

/** `/share/{platform}/ads/{token}`: public, no header, no login, no credits. */
export function Component() {
  const { platform, token } = useParams();
  const link = validLink(platform, token);
  if (!link) {
    return (
      <main className="shared-ad-page">
        <EmptyState title="This share link is not valid." />
      </main>
    );
  }
  return <SharedAdView key={`${link.platform}:${link.token}`} {...link} />;
}

/** The shared ad and its first engagement history, together. */
export function loader({ params, api, queryClient }: RemotePageLoaderArgs) {
  const link = validLink(params.platform, params.token);
  if (!link) return null;
  const { platform, token } = link;
  return Promise.all([
    queryClient.ensureQueryData(sharedAdQuery(api, platform, token)),
    queryClient.prefetchQuery(
      sharedAdEngagementsQuery(api, platform, token, FIRST_ENGAGEMENT_RANGE),
    ),
  ]).then(() => null);
}
