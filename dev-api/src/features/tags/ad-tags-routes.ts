import { adTagsEndpoint, tagFacetsEndpoint } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { currentSearchCounts } from '../ads/search-counts';
import { assertFiltersAllowed } from '../filters/filter-check';
import { loadAdTagEvidence } from './ad-tag-evidence';
import { tagFacets } from './tag-facets';
import { tagTermsOfUser } from '../tag-vocabulary/vocabulary-store';

export function registerAdTagRoutes(router: Hono, app: AppContext): void {
  // Labels and choices in the reader's team vocabulary (decision 0068).
  userRoute(router, app, adTagsEndpoint, async ({ params, session }) =>
    loadAdTagEvidence(app.db, {
      platform: params.platform,
      id: params.id,
      userId: session.user.id,
      terms: await tagTermsOfUser(app.db, session.user.id),
    }),
  );

  userRoute(router, app, tagFacetsEndpoint, async ({ params, body, session }) => {
    assertFiltersAllowed(body, { platform: params.platform, user: session.user, scope: 'search' });
    const terms = await tagTermsOfUser(app.db, session.user.id);
    // Counts hold no user's data: one search in one vocabulary counts the same for every team
    // member, until an ingestion or a re-tag forgets them.
    const key = JSON.stringify([params.platform, body, terms]);
    const counts = (await currentSearchCounts(app)).tagFacets;
    const known = counts.get(key);
    if (known) return { items: known };
    const items = await tagFacets(app.db, params.platform, body, terms);
    counts.set(key, items);
    return { items };
  });
}
