import {
  AD_DETAIL_CREDIT_COST,
  type Platform,
  useApi,
  useSession,
  errorMessage,
} from '@adlens/shared-contracts';
import { ErrorState, Skeleton, VisuallyHidden } from '@adlens/shared-ui';
import { type ReactNode, useState } from 'react';
import { AdDetailContent } from '../../../components/ad-detail-content/ad-detail-content';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { isCreditLimitError } from '../api/ad-detail-query';
import { adEngagementsQuery } from '../api/ad-engagements-query';
import { useAdDetail } from '../hooks/use-ad-detail';
import { creditGate } from '../state/credit-gate';
import { wasOpened } from '../state/opened-ads';
import { ConfirmOpen } from './confirm-open';
import { NoCredits } from './no-credits';
import { RelatedAds } from './related-ads';
import { UrlChainSection } from './url-chain-section';

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

  // Once paid for and loaded, the ad stays on screen even if that view spent the last credit.
  if (detail.data) {
    const { ad } = detail.data;
    return (
      <main className="detail-page">
        <AdDetailContent
          ad={ad}
          actions={actions(ad.id)}
          urlChain={<UrlChainSection id={ad.id} />}
          engagements={
            <EngagementPanel query={(range) => adEngagementsQuery(api, platform, ad.id, range)} />
          }
          related={<RelatedAds related={ad.related} />}
        />
      </main>
    );
  }

  const noCredits =
    gate.step === 'no-credits' || (detail.isError && isCreditLimitError(detail.error));
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
      ) : detail.isError ? (
        <ErrorState
          title="The ad could not be loaded"
          message={errorMessage(detail.error)}
          onRetry={() => void detail.refetch()}
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
