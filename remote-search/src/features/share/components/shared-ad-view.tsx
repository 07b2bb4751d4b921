import { type Platform, useApi } from '@adlens/shared-contracts';
import { ErrorState, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AdDetailContent } from '../../../components/ad-detail-content/ad-detail-content';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { UrlChain } from '../../../components/ad-detail-content/url-chain';
import { errorMessage } from '../../../lib/error-message';
import { sharedAdEngagementsQuery, sharedAdQuery } from '../api/shared-ad-query';

/** The ad behind a public link, with its engagements; nothing that needs a session. */
export function SharedAdView({ platform, token }: { platform: Platform; token: string }) {
  const api = useApi();
  const shared = useQuery(sharedAdQuery(api, platform, token));
  return (
    <main className="shared-ad-page">
      {shared.isPending ? (
        <div role="status" aria-busy="true">
          <Skeleton height={320} />
        </div>
      ) : shared.isError ? (
        <ErrorState
          title="This shared ad is not available"
          message={errorMessage(shared.error)}
          onRetry={() => void shared.refetch()}
        />
      ) : (
        <AdDetailContent
          ad={shared.data.ad}
          linkOwner={false}
          urlChain={<UrlChain steps={shared.data.ad.url_chain} />}
          engagements={
            <EngagementPanel
              query={(range) => sharedAdEngagementsQuery(api, platform, token, range)}
            />
          }
        />
      )}
    </main>
  );
}
