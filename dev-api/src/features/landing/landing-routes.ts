import { landingHistoryEndpoint } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { requirePaidAdView } from '../ads/paid-view';
import { landingUrlsOf, landingVersionsOf } from './landing-history';

/** The landing-page timeline of an ad (issue 38, decision 0064): part of its paid detail. */
export function registerLandingRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, landingHistoryEndpoint, async ({ params, session }) => {
    const urls = await landingUrlsOf(app.db, params.platform, params.id);
    if (!urls) throw fail.notFound('Ad not found');
    await requirePaidAdView(app.db, session.user.id, params.id);
    return { ad_id: params.id, versions: await landingVersionsOf(app.db, urls) };
  });
}
