import {
  CREDITS_LEFT_HEADER,
  CREDITS_USED_HEADER,
  adDetailDryRunEndpoint,
  adDetailEndpoint,
  adEngagementsEndpoint,
  adPreviewEndpoint,
  adSearchEndpoint,
  adSuggestionsEndpoint,
  ownerAdsEndpoint,
  ownerEndpoint,
  shareAdEndpoint,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
  toggleAdBookmarkEndpoint,
  urlChainDataSchema,
  urlChainEndpoint,
} from '@adlens/shared-contracts';
import type { Platform } from '@adlens/shared-contracts';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { publicRoute, userRoute } from '../../http/route';
import { newToken } from '../auth/tokens';
import { adCollectionIds, assertAdExists, defaultCollectionId } from '../bookmarks/collections';
import { assertFiltersAllowed } from '../filters/filter-check';
import { loadAdDetail } from './ad-detail';
import { loadAdPreview } from './ad-preview';
import { adSuggestions } from './ad-suggestions';
import { chargeAdView } from './charge-credits';
import { engagementHistory } from './engagement-history';
import { loadOwner } from './owner-detail';
import { requirePaidAdView } from './paid-view';
import { currentSearchCounts } from './search-counts';
import { searchAds } from './search-ads';
import { loadSharedAd, sharedAdId } from './shared-ad';
import { tagTermsForKeyword } from '../tag-vocabulary/vocabulary-store';

/** What a charged call spent and what is left (decision 0057), for a program to plan around. */
function setCreditHeaders(c: Context, used: number, left: number): void {
  c.header(CREDITS_USED_HEADER, String(used));
  c.header(CREDITS_LEFT_HEADER, String(left));
}

const historyRowSchema = z.object({
  id: z.number(),
  first_seen: z.string(),
  last_seen: z.string(),
  seen_count: z.number(),
  engagement: z.record(z.string(), z.number()),
});

async function historySource(db: Queryable, platform: Platform, id: number) {
  const [raw] = await db.query(
    `SELECT id, first_seen::text AS first_seen, last_seen::text AS last_seen, seen_count, engagement
     FROM ads WHERE platform = $1 AND id = $2`,
    [platform, id],
  );
  if (!raw) throw fail.notFound('Ad not found');
  return historyRowSchema.parse(raw);
}

export function registerAdRoutes(router: Hono, app: AppContext): void {
  // Before `/ads/{id}`, whose numeric id would refuse the word `suggestions`.
  userRoute(router, app, adSuggestionsEndpoint, async ({ params, query }) => ({
    items: await adSuggestions(app.db, params.platform, query.q),
  }));

  userRoute(router, app, adSearchEndpoint, async ({ params, body, session }) => {
    assertFiltersAllowed(body, { platform: params.platform, user: session.user, scope: 'search' });
    return searchAds(
      app.db,
      {
        platform: params.platform,
        body,
        userId: session.user.id,
        tagTerms: await tagTermsForKeyword(app.db, session.user.id, body.keyword),
      },
      app.searchStrategy,
      (await currentSearchCounts(app)).totals,
    );
  });

  userRoute(router, app, ownerAdsEndpoint, async ({ params, body, session }) => {
    assertFiltersAllowed(body, { platform: params.platform, user: session.user, scope: 'owner' });
    return searchAds(
      app.db,
      {
        platform: params.platform,
        body,
        userId: session.user.id,
        ownerId: params.id,
        tagTerms: await tagTermsForKeyword(app.db, session.user.id, body.keyword),
      },
      app.searchStrategy,
      (await currentSearchCounts(app)).totals,
    );
  });

  userRoute(router, app, urlChainEndpoint, async ({ params, session }) => {
    const [row] = await app.db.query<{ url_chain: unknown }>(
      'SELECT url_chain FROM ads WHERE id = $1',
      [params.id],
    );
    if (!row) throw fail.notFound('Ad not found');
    await requirePaidAdView(app.db, session.user.id, params.id);
    return urlChainDataSchema.parse({ ad_id: params.id, steps: row.url_chain });
  });

  userRoute(router, app, shareAdEndpoint, async ({ body, session }) => {
    await assertAdExists(app.db, body.platform, body.ad_id);
    await requirePaidAdView(app.db, session.user.id, body.ad_id);
    const [row] = await app.db.query<{ token: string }>(
      `INSERT INTO shared_ads (token, platform, ad_id, user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, ad_id) DO UPDATE SET platform = EXCLUDED.platform RETURNING token`,
      [newToken(), body.platform, body.ad_id, session.user.id],
    );
    if (!row) throw fail.snackbar(500, 'Could not share the ad');
    return {
      token: row.token,
      platform: body.platform,
      path: `/share/${body.platform}/ads/${row.token}`,
    };
  });

  publicRoute(router, app, sharedAdEndpoint, async ({ params }) => {
    const id = await sharedAdId(app.db, params.platform, params.token);
    return { ad: await loadSharedAd(app.db, params.platform, id) };
  });

  publicRoute(router, app, sharedAdEngagementsEndpoint, async ({ params, query }) => {
    const id = await sharedAdId(app.db, params.platform, params.token);
    return engagementHistory(await historySource(app.db, params.platform, id), query);
  });

  userRoute(router, app, toggleAdBookmarkEndpoint, async ({ params, session }) => {
    await assertAdExists(app.db, params.platform, params.id);
    return app.db.transaction(async (tx) => {
      const collectionId = await defaultCollectionId(tx, session.user.id, params.platform);
      const removed = await tx.query(
        'DELETE FROM collection_ads WHERE collection_id = $1 AND ad_id = $2 RETURNING ad_id',
        [collectionId, params.id],
      );
      if (removed.length === 0) {
        // The collection's lock orders toggles; a concurrent multi-collection save may not take it.
        await tx.query(
          'INSERT INTO collection_ads (collection_id, ad_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [collectionId, params.id],
        );
      }
      await tx.query('UPDATE collections SET updated_at = now() WHERE id = $1', [collectionId]);
      const ids = await adCollectionIds(tx, session.user.id, params.id);
      return { ad_id: params.id, bookmarked: ids.length > 0, collection_ids: ids };
    });
  });

  userRoute(router, app, ownerEndpoint, ({ params }) =>
    loadOwner(app.db, params.platform, params.id),
  );

  userRoute(router, app, adEngagementsEndpoint, async ({ params, query, session }) => {
    const source = await historySource(app.db, params.platform, params.id);
    await requirePaidAdView(app.db, session.user.id, params.id);
    return engagementHistory(source, query);
  });

  userRoute(router, app, adPreviewEndpoint, ({ params, session }) =>
    loadAdPreview(app.db, { platform: params.platform, id: params.id, userId: session.user.id }),
  );

  // `?dry_run=...` on the detail's path is the dry run (its query must then be `dry_run=1`): the
  // cost of opening the detail now, with nothing charged and nothing of the detail shown.
  userRoute(
    router,
    app,
    adDetailDryRunEndpoint,
    async ({ params, session, c }) => {
      const { cost } = await loadAdPreview(app.db, {
        platform: params.platform,
        id: params.id,
        userId: session.user.id,
      });
      const creditsLeft = Math.max(0, session.user.credits - session.user.used_credits);
      setCreditHeaders(c, 0, creditsLeft);
      return { dry_run: true as const, cost, credits_left: creditsLeft };
    },
    { when: (c) => c.req.query('dry_run') !== undefined },
  );

  userRoute(router, app, adDetailEndpoint, async ({ params, session, c }) => {
    const ad = await loadAdDetail(app.db, {
      platform: params.platform,
      id: params.id,
      userId: session.user.id,
    });
    const credits = await chargeAdView(app.db, session.user.id, params.id);
    setCreditHeaders(c, credits.charged, credits.remaining);
    return { ad, credits };
  });
}
