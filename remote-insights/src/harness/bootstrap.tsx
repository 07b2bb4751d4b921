import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import * as AnalyticsPage from '../pages/analytics-page';
import * as DomainAnalyticsPage from '../pages/domain-analytics-page';
import { insightsHandlers } from '../testing/fake-handlers';

renderHarness({
  title: 'remote-insights',
  pages: [
    { path: ROUTE_PATHS.analytics, module: AnalyticsPage },
    { path: ROUTE_PATHS.domainAnalytics, module: DomainAnalyticsPage },
  ],
  services: createFakeHostServices({ handlers: insightsHandlers() }),
});
