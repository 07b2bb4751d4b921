import {
  collectionsEndpoint,
  createCollectionEndpoint,
  deleteCollectionEndpoint,
  renameCollectionEndpoint,
  setAdCollectionsEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { bookmarkedAds } from './bookmarked-ads';
import { adCollectionIds, assertAdExists, getCollection, listCollections } from './collections';

const MAX_COLLECTIONS = 100;

export function registerBookmarkRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, collectionsEndpoint, async ({ params, query, session }) => {
    const collections = await listCollections(app.db, session.user.id, params.platform);
    const { items, total } = await bookmarkedAds(app.db, {
      userId: session.user.id,
      platform: params.platform,
      ...(query.collection_id ? { collectionId: query.collection_id } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      collections,
      ads: {
        items,
        total,
        page: query.page,
        per_page: query.per_page,
        total_pages: Math.ceil(total / query.per_page),
      },
    };
  });

  userRoute(router, app, createCollectionEndpoint, async ({ params, body, session }) =>
    app.db.transaction(async (tx) => {
      // The user's row lock serialises concurrent creates, so the count cannot overshoot the cap.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.user.id]);
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM collections WHERE user_id = $1',
        [session.user.id],
      );
      if ((count?.n ?? 0) >= MAX_COLLECTIONS)
        throw fail.snackbar(409, `You can have at most ${MAX_COLLECTIONS} collections`);
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO collections (user_id, platform, name) VALUES ($1, $2, $3) RETURNING id',
        [session.user.id, params.platform, body.name],
      );
      if (!row) throw fail.snackbar(500, 'Could not create the collection');
      return getCollection(tx, session.user.id, row.id);
    }),
  );

  userRoute(router, app, setAdCollectionsEndpoint, async ({ params, body, session }) => {
    await assertAdExists(app.db, params.platform, params.id);
    const wanted = [...new Set(body.collection_ids)];
    return app.db.transaction(async (tx) => {
      const owned = await tx.query<{ id: number }>(
        'SELECT id FROM collections WHERE user_id = $1 AND platform = $2 AND id = ANY($3::int[])',
        [session.user.id, params.platform, wanted],
      );
      if (owned.length !== wanted.length) throw fail.inline('collection_ids', 'Unknown collection');
      await tx.query(
        `DELETE FROM collection_ads ca USING collections c
         WHERE c.id = ca.collection_id AND c.user_id = $1 AND c.platform = $2 AND ca.ad_id = $3 AND NOT (c.id = ANY($4::int[]))`,
        [session.user.id, params.platform, params.id, wanted],
      );
      // ON CONFLICT keeps concurrent adds of the same ad idempotent; other ads are untouched.
      await tx.query(
        `INSERT INTO collection_ads (collection_id, ad_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING`,
        [wanted, params.id],
      );
      await tx.query('UPDATE collections SET updated_at = now() WHERE id = ANY($1::int[])', [
        wanted,
      ]);
      const ids = await adCollectionIds(tx, session.user.id, params.id);
      return { ad_id: params.id, bookmarked: ids.length > 0, collection_ids: ids };
    });
  });

  userRoute(router, app, renameCollectionEndpoint, async ({ params, body, session }) => {
    const rows = await app.db.query(
      'UPDATE collections SET name = $3, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING id',
      [session.user.id, params.id, body.name],
    );
    if (rows.length === 0) throw fail.notFound('Collection not found');
    return getCollection(app.db, session.user.id, params.id);
  });

  userRoute(router, app, deleteCollectionEndpoint, async ({ params, session }) => {
    const collection = await getCollection(app.db, session.user.id, params.id);
    if (collection.is_default) throw fail.snackbar(409, 'The Saved collection cannot be deleted');
    await app.db.query('DELETE FROM collections WHERE user_id = $1 AND id = $2', [
      session.user.id,
      params.id,
    ]);
    return { deleted: 1 };
  });
}
