import {
  AD_DETAIL_CREDIT_COST,
  type Platform,
  adEngagementsEndpoint,
  useApi,
  useSession,
} from '@adlens/shared-contracts';
import { ErrorState, Skeleton, VisuallyHidden } from '@adlens/shared-ui';
import { type ReactNode, useState } from 'react';
import { isCreditLimitError, useAdDetail } from '../api/use-ad-detail';
import { useUrlChain } from '../api/use-url-chain';
import { creditGate } from '../state/credit-gate';
import { wasOpened } from '../state/opened-ads';
import { AdDetailContent } from '../../../components/ad-detail-content/ad-detail-content';
import { ConfirmOpen } from './confirm-open';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { NoCredits } from './no-credits';
import { RelatedAds } from './related-ads';
import { UrlChain } from '../../../components/ad-detail-content/url-chain';

function UrlChainSection({ id }: { id: number }) {
  const chain = useUrlChain(id);
  if (chain.state.status === 'loading') return <Skeleton height={120} />;
  if (chain.state.status === 'error') {
    return (
      <ErrorState title="URL chain unavailable" message={chain.state.error} onRetry={chain.retry} />
    );
  }
  return <UrlChain steps={chain.state.data.steps} />;
}

interface AdDetailViewProps {
  platform: Platform;
  id: number;
  /** What the user can do with the opened ad (bookmark, share): the page composes them. */
  actions: (adId: number) => ReactNode;
}

/** The signed-in ad detail: credit gate first, then the ad with its actions. */
export function AdDetailView({ platform, id, actions }: AdDetailViewProps) {
  const api = useApi();
  const { remainingCredits } = useSession();
  const [confirmed, setConfirmed] = useState(() => wasOpened(platform, id));
  const gate = creditGate({
    remainingCredits,
    cost: AD_DETAIL_CREDIT_COST,
    openedBefore: confirmed,
  });
  const detail = useAdDetail(platform, id, confirmed && gate.step !== 'no-credits');
  const { state } = detail;

  // Once paid for and loaded, the ad stays on screen even if that view spent the last credit.
  if (state.status === 'success') {
    const ad = state.data;
    return (
      <main className="detail-page">
        <AdDetailContent
          ad={ad}
          actions={actions(ad.id)}
          urlChain={<UrlChainSection id={ad.id} />}
          engagements={
            <EngagementPanel
              adKey={`${platform}:${ad.id}`}
              load={(range, signal) =>
                api.call(
                  adEngagementsEndpoint,
                  { params: { platform, id: ad.id }, query: range },
                  { signal },
                )
              }
            />
          }
          related={<RelatedAds related={ad.related} />}
        />
      </main>
    );
  }

  const noCredits =
    gate.step === 'no-credits' || (state.status === 'error' && isCreditLimitError(state.cause));
  return (
    <main className="detail-page" aria-labelledby="detail-title">
      <h1 id="detail-title">Ad detail</h1>
      {noCredits ? (
        <NoCredits />
      ) : gate.step === 'confirm' && !confirmed ? (
        <ConfirmOpen
          label={gate.label}
          remainingCredits={remainingCredits}
          onConfirm={() => setConfirmed(true)}
        />
      ) : state.status === 'error' ? (
        <ErrorState
          title="The ad could not be loaded"
          message={state.error}
          onRetry={detail.retry}
        />
      ) : (
        <div role="status" aria-busy="true">
          <Skeleton height={320} />
          <VisuallyHidden>Loading ad…</VisuallyHidden>
        </div>
      )}
    </main>
  );
}
