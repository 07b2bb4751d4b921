import { useApi } from '@adlens/shared-contracts';
import { Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AsyncContent } from '../../../components/pending-kit/async-content';
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
      <Skeleton width="50%" height={40} />
      <Skeleton height={96} />
      <Skeleton height={160} />
    </div>
  );
}

/** `/referral`: the link to share, the figures, performance over time and payouts. */
export function ReferralView() {
  const api = useApi();
  const overview = useQuery(referralOverviewQuery(api));
  return (
    <main className="referral-page" aria-labelledby="referral-title">
      <h1 id="referral-title">Referral programme</h1>
      <AsyncContent
        query={overview}
        label="Loading your referral programme"
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
