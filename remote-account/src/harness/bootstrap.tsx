import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import * as ProfilePage from '../pages/profile-page';
import * as SubscriptionPage from '../pages/subscription-page';
import * as TeamPage from '../pages/team-page';
import { dashboardHandlers } from './dashboard-fixtures';

renderHarness({
  title: 'remote-account',
  pages: [
    { path: ROUTE_PATHS.subscription, module: SubscriptionPage },
    { path: ROUTE_PATHS.profile, module: ProfilePage },
    { path: ROUTE_PATHS.team, module: TeamPage },
  ],
  // A new user, so that the first-visit tutorials show.
  services: createFakeHostServices({
    user: { is_new_user: true },
    handlers: { ...dashboardHandlers() },
  }),
});
