import {
  type Platform,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
  useApi,
} from '@adlens/shared-contracts';
import { ErrorState, Skeleton } from '@adlens/shared-ui';
import { useAsync } from '../../../lib/use-async';
import { AdDetailContent } from '../../../components/ad-detail-content/ad-detail-content';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { UrlChain } from '../../../components/ad-detail-content/url-chain';

/** The ad behind a public link, with its engagements; nothing that needs a session. */
export function SharedAdView({ platform, token }: { platform: Platform; token: string }) {
  const api = useApi();
  const shared = useAsync(`${platform}:${token}`, (signal) =>
    api.call(sharedAdEndpoint, { params: { platform, token } }, { signal }),
  );
  const { state } = shared;
  return (
    <main className="shared-ad-page">
      {state.status === 'loading' ? (
        <div role="status" aria-busy="true">
          <Skeleton height={320} />
        </div>
      ) : state.status === 'error' ? (
        <ErrorState
          title="This shared ad is not available"
          message={state.error}
          onRetry={shared.retry}
        />
      ) : (
        <AdDetailContent
          ad={state.data.ad}
          linkOwner={false}
          urlChain={<UrlChain steps={state.data.ad.url_chain} />}
          engagements={
            <EngagementPanel
              adKey={`shared:${platform}:${token}`}
              load={(range, signal) =>
                api.call(
                  sharedAdEngagementsEndpoint,
                  { params: { platform, token }, query: range },
                  { signal },
                )
              }
            />
          }
        />
      )}
    </main>
  );
}
