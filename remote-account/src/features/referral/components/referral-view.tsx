import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, PageHeader, SkeletonBlock, SkeletonText } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { referralOverviewQuery } from '../api/referral-api';
import { PayoutForm } from './payout-form';
import { PayoutHistory } from './payout-history';
import { PerformancePanel } from './performance-panel';
import { ReferralFigures } from './referral-figures';
import { ReferralLink } from './referral-link';
import './referral.css';

function OverviewSkeleton() {
  return (
    <div className="referral-page__skeleton" aria-hidden="true">
      <SkeletonText lines={2} />
      <SkeletonBlock height={96} />
      <SkeletonBlock height={120} />
    </div>
  );
}

/** `/referral`: the link to share, the figures, performance over time and payouts. */
export function ReferralView() {
  const api = useApi();
  const overview = useQuery(referralOverviewQuery(api));
  return (
    <main className="referral-page">
      <PageHeader
        title="Referral programme"
        subtitle="Invite customers, follow what your link brings in and request your earnings."
      />
      <AsyncContent
        query={overview}
        loadingLabel="Loading your referral programme"
        errorTitle="Could not load your referral programme"
        skeleton={<OverviewSkeleton />}
      >
        {(data) => (
          <>
            <ReferralLink link={data.link} code={data.code} />
            <ReferralFigures overview={data} />
          </>
        )}
      </AsyncContent>
      <PerformancePanel />
      {overview.data ? (
        <div className="referral-page__payouts">
          <PayoutForm overview={overview.data} />
          <PayoutHistory overview={overview.data} />
        </div>
      ) : null}
    </main>
  );
}
