import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import { Component as AnalyticsPage } from '../pages/analytics-page';

renderHarness({
  title: 'remote-insights',
  routes: [{ path: ROUTE_PATHS.analytics, element: <AnalyticsPage /> }],
  services: createFakeHostServices(),
});
