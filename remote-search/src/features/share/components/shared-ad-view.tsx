import { type Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, PageHeader, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AdByline } from '../../../components/ad-detail-content/ad-byline';
import { AdDetailBody } from '../../../components/ad-detail-content/ad-detail-body';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { sharedAdEngagementsQuery, sharedAdQuery } from '../api/shared-ad-query';

/**
 * The ad behind a public link, with its engagements; nothing that needs a session, and none of
 * the paid research (decision 0024).
 */
export function SharedAdView({ platform, token }: { platform: Platform; token: string }) {
  const api = useApi();
  const shared = useQuery(sharedAdQuery(api, platform, token));
  return (
    <main className="shared-ad-page ad-detail">
      <AsyncContent
        query={shared}
        skeleton={<Skeleton height={320} />}
        loadingLabel="Loading the shared ad"
        errorTitle="This shared ad is not available"
      >
        {({ ad }) => (
          <>
            <PageHeader
              title={ad.title || ad.domain}
              subtitle={<AdByline ad={ad} appLinks={false} />}
            />
            <AdDetailBody
              ad={ad}
              title={ad.title || ad.domain}
              engagements={
                <EngagementPanel
                  query={(range) => sharedAdEngagementsQuery(api, platform, token, range)}
                />
              }
            />
          </>
        )}
      </AsyncContent>
    </main>
  );
}
