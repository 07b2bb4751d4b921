import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { DashboardLayout } from '../components/dashboard-layout';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { profileQuery } from '../features/profile/api/profile-query';
import { ProfileView } from '../features/profile/components/profile-view';
import { TutorialsPanel } from '../features/tutorials/components/tutorials-panel';
import { WebhookSection } from '../features/webhook/components/webhook-section';

/** Fills the cache before the page renders; an `ApiError` sends the host to `/{status}`. */
export async function loader({ api, queryClient }: RemotePageLoaderArgs) {
  await queryClient.ensureQueryData(profileQuery(api));
  return null;
}

/** `/dashboard/profile`: avatar, name and details, password; webhook and API keys load on their own. */
export function Component() {
  return (
    <DashboardLayout title="Profile" banner={<TutorialsPanel />}>
      <ProfileView />
      <WebhookSection />
      <ApiKeysSection />
    </DashboardLayout>
  );
}
