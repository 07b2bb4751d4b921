import { adTagsEndpoint, tagFacetsEndpoint } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { assertFiltersAllowed } from '../filters/filter-check';
import { loadAdTagEvidence } from './ad-tag-evidence';
import { tagFacets } from './tag-facets';

export function registerAdTagRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, adTagsEndpoint, ({ params, session }) =>
    loadAdTagEvidence(app.db, {
      platform: params.platform,
      id: params.id,
      userId: session.user.id,
    }),
  );

  userRoute(router, app, tagFacetsEndpoint, async ({ params, body, session }) => {
    assertFiltersAllowed(body, { platform: params.platform, user: session.user, scope: 'search' });
    return { items: await tagFacets(app.db, params.platform, body) };
  });
}
