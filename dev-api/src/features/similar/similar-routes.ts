import { similarAdsEndpoint } from '@adlens/shared-contracts/features';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { findSimilarAds } from './similar-ads';

/** "More like this" (issue 39, decision 0066): read like an ad's preview, charging nothing. */
export function registerSimilarRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, similarAdsEndpoint, ({ params, session }) =>
    findSimilarAds(app.db, { platform: params.platform, id: params.id, userId: session.user.id }),
  );
}
