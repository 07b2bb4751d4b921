import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '../api/dashboard-query';
import { CreditsMeter } from './credits-meter';
import { PlanSummary } from './plan-summary';
import { RecentUsage } from './recent-usage';
import { SubscriptionSkeleton } from './subscription-skeleton';
import { TeamSeats } from './team-seats';
import './subscription.css';

/** Plan, renewal, credits, seats and recent usage of the signed-in account. */
export function SubscriptionOverview() {
  const query = useQuery(dashboardQuery(useApi()));
  return (
    <AsyncContent
      query={query}
      loadingLabel="Loading your subscription"
      skeleton={<SubscriptionSkeleton />}
      errorTitle="Your subscription could not be loaded"
    >
      {(dashboard) => (
        <div className="dashboard-grid">
          <PlanSummary dashboard={dashboard} />
          <TeamSeats team={dashboard.team} />
          <CreditsMeter credits={dashboard.credits} />
          <RecentUsage usage={dashboard.usage} />
        </div>
      )}
    </AsyncContent>
  );
}
