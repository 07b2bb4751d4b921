import { PLATFORM_LABELS, type Platform, errorMessage, href } from '@adlens/shared-contracts';
import { useApi, useSession } from '@adlens/shared-contracts/react';
import { ErrorState, PageHeader, renderRouterLink } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { AdByline } from '../../../components/ad-detail-content/ad-byline';
import { AdDetailBody } from '../../../components/ad-detail-content/ad-detail-body';
import { LandingPage, Targeting } from '../../../components/ad-detail-content/ad-facts';
import { EngagementPanel } from '../../../components/ad-detail-content/engagement-panel';
import { AdStateLine } from '../../../components/change-evidence/ad-state-line';
import { isCreditLimitError } from '../api/ad-detail-query';
import { adEngagementsQuery } from '../api/ad-engagements-query';
import { adPreviewQuery } from '../api/ad-preview-query';
import { useAdDetail } from '../hooks/use-ad-detail';
import { creditGate } from '../state/credit-gate';
import { AdDetailSkeleton } from './ad-detail-skeleton';
import { AdPreview } from './ad-preview';
import { type CostStep, CostPanel } from './cost-panel';
import { CreativeTagsSection } from '../tags/creative-tags-section';
import { RelatedAds } from './related-ads';
import { AdVariants } from './ad-variants';
import { UrlChainSection } from './url-chain-section';
import { LandingHistorySection } from './landing-history-section';
import { SimilarAdsLoading } from './similar-ads';
import './cost-step.css';

// The look-alikes read the contract's features entry (decision 0074), a shared module that brings
// its own copy of zod (about 18 KB gzip with the schemas it reaches): fetched after the first
// paint, below the fold, instead of on it.
const SimilarAdsSection = lazy(() =>
  import('./similar-ads-section').then((module) => ({ default: module.SimilarAdsSection })),
);

interface AdDetailViewProps {
  platform: Platform;
  id: number;
  /** What the user can do with the opened ad (bookmark, share): the page composes them. */
  actions: (adId: number) => ReactNode;
}

/**
 * The signed-in ad detail. The free preview (from the loader) says whether this user already
 * paid: a paid ad opens at once at no cost; a new one shows the cost beside the preview first.
 */
export function AdDetailView({ platform, id, actions }: AdDetailViewProps) {
  const api = useApi();
  const { remainingCredits } = useSession();
  const preview = useQuery(adPreviewQuery(api, platform, id));
  const [confirmed, setConfirmed] = useState(false);
  const paid = preview.data?.paid ?? false;
  const gate = preview.data
    ? creditGate({ remainingCredits, paid, cost: preview.data.cost })
    : null;
  const wanted = gate?.step === 'open' || (gate?.step === 'confirm' && confirmed);
  const detail = useAdDetail(platform, id, wanted);
  const opened = useRef<HTMLElement>(null);
  const hasDetail = detail.data !== undefined;
  useEffect(() => {
    // The confirm button is gone once the ad opens: focus moves on to what it opened.
    if (hasDetail && confirmed) opened.current?.focus();
  }, [hasDetail, confirmed]);

  const breadcrumbs = [
    { label: `${PLATFORM_LABELS[platform]} search`, href: href('platformSearch', { platform }) },
    { label: 'Ad detail' },
  ];
  if (preview.isPending) {
    return (
      <main className="detail-page ad-detail">
        <AdDetailSkeleton />
      </main>
    );
  }
  if (preview.isError) {
    return (
      <main className="detail-page ad-detail">
        <PageHeader title="Ad detail" breadcrumbs={breadcrumbs} renderLink={renderRouterLink} />
        <ErrorState
          title="The ad could not be loaded"
          message={errorMessage(preview.error)}
          onRetry={() => void preview.refetch()}
        />
      </main>
    );
  }

  // Once paid for and loaded, the ad stays on screen even if that view spent the last credit.
  const ad = detail.data?.ad ?? preview.data.ad;
  const title = ad.title || ad.domain;
  const step: CostStep =
    gate?.step === 'no-credits' || (detail.isError && isCreditLimitError(detail.error))
      ? { kind: 'no-credits', paid }
      : gate?.step === 'confirm' && !confirmed
        ? {
            kind: 'confirm',
            cost: gate.cost,
            label: gate.label,
            remainingCredits,
            onConfirm: () => setConfirmed(true),
          }
        : detail.isError
          ? {
              kind: 'failed',
              message: errorMessage(detail.error),
              onRetry: () => void detail.refetch(),
            }
          : { kind: 'opening', paid };

  return (
    <main className="detail-page ad-detail">
      <PageHeader
        title={title}
        subtitle={<AdByline ad={ad} stateNote={<AdStateLine platform={platform} id={ad.id} />} />}
        breadcrumbs={breadcrumbs}
        actions={detail.data ? <div className="detail-actions">{actions(ad.id)}</div> : undefined}
        renderLink={renderRouterLink}
      />
      {detail.data ? (
        <section ref={opened} tabIndex={-1} aria-label="Full detail" className="ad-detail__opened">
          <AdDetailBody
            ad={detail.data.ad}
            title={title}
            tags={<CreativeTagsSection platform={platform} id={ad.id} />}
            research={
              <>
                <Targeting ad={detail.data.ad} />
                <LandingPage ad={detail.data.ad} />
                <UrlChainSection id={ad.id} />
                <LandingHistorySection platform={platform} id={ad.id} />
              </>
            }
            engagements={
              <EngagementPanel query={(range) => adEngagementsQuery(api, platform, ad.id, range)} />
            }
            related={
              <>
                <AdVariants ad={detail.data.ad} />
                <Suspense fallback={<SimilarAdsLoading />}>
                  <SimilarAdsSection platform={platform} id={ad.id} />
                </Suspense>
                <RelatedAds related={detail.data.ad.related} />
              </>
            }
          />
        </section>
      ) : (
        <div className="ad-detail__columns">
          <AdPreview ad={ad} title={title} />
          <CostPanel step={step} />
        </div>
      )}
    </main>
  );
}
