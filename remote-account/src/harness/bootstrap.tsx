import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import { Component as SubscriptionPage } from '../pages/subscription-page';

renderHarness({
  title: 'remote-account',
  routes: [{ path: ROUTE_PATHS.subscription, element: <SubscriptionPage /> }],
  services: createFakeHostServices(),
});
