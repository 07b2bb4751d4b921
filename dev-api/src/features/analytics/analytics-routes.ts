import {
  domainAnalyticsEndpoint,
  platformAnalyticsEndpoint,
  topAdvertisersEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { domainAnalytics } from './domain-analytics';
import { platformAnalytics } from './platform-analytics';
import { topAdvertisers } from './top-advertisers';

export function registerAnalyticsRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, platformAnalyticsEndpoint, ({ params, query }) =>
    platformAnalytics(app.db, params.platform, query),
  );
  // Before `/analytics/{id}`, which would otherwise take "top-advertisers" for a domain.
  userRoute(router, app, topAdvertisersEndpoint, ({ params, query }) =>
    topAdvertisers(app.db, params.platform, query),
  );
  userRoute(router, app, domainAnalyticsEndpoint, ({ params, query }) =>
    domainAnalytics(app.db, params.platform, params.id, query),
  );
}
