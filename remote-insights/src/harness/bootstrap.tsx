import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import * as AnalyticsPage from '../pages/analytics-page';
import * as CampaignPage from '../pages/campaign-page';
import * as DomainAnalyticsPage from '../pages/domain-analytics-page';
import { insightsHandlers } from '../testing/fake-handlers';

renderHarness({
  title: 'remote-insights',
  pages: [
    { path: ROUTE_PATHS.analytics, module: AnalyticsPage },
    { path: ROUTE_PATHS.domainAnalytics, module: DomainAnalyticsPage },
    { path: ROUTE_PATHS.campaign, module: CampaignPage },
  ],
  services: createFakeHostServices({ handlers: insightsHandlers() }),
});
