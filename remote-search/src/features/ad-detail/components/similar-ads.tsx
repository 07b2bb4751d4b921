import { PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import {
  type FirstRun,
  type SimilarAds as SimilarAdsData,
} from '@adlens/shared-contracts/features';
import { AsyncContent, Card, EmptyState, Skeleton, formatDate } from '@adlens/shared-ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { AdCard } from '../../../components/ad-card/ad-card';

type SimilarQuery = ComponentProps<typeof AsyncContent<SimilarAdsData>>['query'];

/** "Who ran it first", shown only when the look-alikes cross advertisers (the API says so). */
function FirstRunLine({ first, currentId }: { first: FirstRun; currentId: number }) {
  const where = `${first.owner.name} on ${PLATFORM_LABELS[first.platform]}`;
  return (
    <p className="similar-ads__first-run">
      <strong>Who ran it first: </strong>
      {first.ad_id === currentId ? (
        `this ad (${where})`
      ) : (
        <Link to={href('adDetail', { platform: first.platform, id: first.ad_id })}>{where}</Link>
      )}
      , first seen <time dateTime={first.first_seen}>{formatDate(first.first_seen)}</time>
    </p>
  );
}

function SimilarSkeleton() {
  return (
    <div className="similar-ads">
      <Skeleton height={320} />
      <Skeleton height={320} />
      <Skeleton height={320} />
    </div>
  );
}

/** Its place while the section's code arrives (it is loaded after the page's first paint). */
export function SimilarAdsLoading() {
  return (
    <div role="status" aria-label="Loading look-alikes" aria-busy="true">
      <SimilarSkeleton />
    </div>
  );
}

/**
 * "More like this" on the ad detail (decision 0066): look-alikes on any platform and by any
 * advertiser, most alike first, each card with the evidence it was matched on.
 */
export function SimilarAds({ query, adId }: { query: SimilarQuery; adId: number }) {
  return (
    <Card title="More like this">
      <AsyncContent
        query={query}
        skeleton={<SimilarSkeleton />}
        loadingLabel="Loading look-alikes"
        errorTitle="Look-alikes unavailable"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="No look-alikes found"
            description="No ad on any platform shares enough of this creative's picture or words."
          />
        }
      >
        {(data) => (
          <>
            {data.first_run ? <FirstRunLine first={data.first_run} currentId={adId} /> : null}
            <ol className="similar-ads" aria-label="Look-alikes, most alike first">
              {data.items.map((item) => (
                <li key={`${item.ad.platform}-${item.ad.id}`} className="similar-ads__item">
                  <AdCard ad={item.ad} />
                  <p className="similar-ads__reason">
                    <span className="similar-ads__reason-label">Why: </span>
                    {item.reason}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </AsyncContent>
    </Card>
  );
}
