import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { DashboardLayout } from '../components/dashboard-layout';
import { dashboardQuery } from '../features/subscription/api/dashboard-query';
import { SubscriptionOverview } from '../features/subscription/components/subscription-overview';
import { TutorialsPanel } from '../features/tutorials/components/tutorials-panel';

/** Fills the cache before the page renders; an `ApiError` sends the host to `/{status}`. */
export async function loader({ api, queryClient }: RemotePageLoaderArgs) {
  await queryClient.ensureQueryData(dashboardQuery(api));
  return null;
}

/** `/dashboard/subscription`: plan, renewal, credits and recent usage. */
export function Component() {
  return (
    <DashboardLayout title="Subscription" banner={<TutorialsPanel />}>
      <SubscriptionOverview />
    </DashboardLayout>
  );
}
