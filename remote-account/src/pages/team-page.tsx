import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { DashboardLayout } from '../components/dashboard-layout';
import { teamQuery } from '../features/team/api/team-query';
import { TeamView } from '../features/team/components/team-view';
import { TagVocabularyView } from '../features/tag-vocabulary/components/tag-vocabulary-view';
import { TutorialsPanel } from '../features/tutorials/components/tutorials-panel';

/** Fills the cache before the page renders; an `ApiError` sends the host to `/{status}`. */
export async function loader({ api, queryClient }: RemotePageLoaderArgs) {
  await queryClient.ensureQueryData(teamQuery(api));
  return null;
}

/**
 * `/dashboard/team` ("Manage Team"): members, seats, invite and remove; the team's tag vocabulary
 * below (it loads on its own, with its own skeleton, so the members never wait for it).
 */
export function Component() {
  return (
    <DashboardLayout title="Manage Team" banner={<TutorialsPanel />}>
      <TeamView />
      <TagVocabularyView />
    </DashboardLayout>
  );
}
