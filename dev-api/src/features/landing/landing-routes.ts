import { landingHistoryEndpoint } from '@adlens/shared-contracts';
import { ownerLandingHistoryEndpoint } from '@adlens/shared-contracts/features';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { requirePaidAdView } from '../ads/paid-view';
import { landingUrlsOf, landingVersionsOf } from './landing-history';
import { ownerLandingHistory } from './owner-landing-history';

/**
 * The landing-page timeline of an ad (issue 38, decision 0064): part of its paid detail. The
 * advertiser's timeline charges nothing and names only what the user's opened ads showed.
 */
export function registerLandingRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, landingHistoryEndpoint, async ({ params, session }) => {
    const urls = await landingUrlsOf(app.db, params.platform, params.id);
    if (!urls) throw fail.notFound('Ad not found');
    await requirePaidAdView(app.db, session.user.id, params.id);
    return { ad_id: params.id, versions: await landingVersionsOf(app.db, urls) };
  });
  userRoute(router, app, ownerLandingHistoryEndpoint, async ({ params, session }) => {
    const history = await ownerLandingHistory(app.db, {
      platform: params.platform,
      ownerId: params.id,
      userId: session.user.id,
    });
    if (!history) throw fail.notFound('Owner not found');
    return history;
  });
}
