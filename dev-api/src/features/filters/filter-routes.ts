import {
  bookmarkFiltersEndpoint,
  createSavedFilterEndpoint,
  deleteSavedFilterEndpoint,
  deleteSavedFiltersEndpoint,
  ownerFiltersEndpoint,
  savedFilterSchema,
  savedFiltersEndpoint,
  searchFiltersEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { isFreePlan } from './filter-check';
import { filterSet } from './filter-definitions';

const MAX_SAVED_FILTERS = 50;

interface SavedRow {
  [column: string]: unknown;
  id: number;
  platform: string;
  name: string;
  filters: unknown;
  created_at: Date;
}

const toSaved = (row: SavedRow) =>
  savedFilterSchema.parse({ ...row, created_at: row.created_at.toISOString() });

export function registerFilterRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, searchFiltersEndpoint, async ({ params, session }) =>
    filterSet(params.platform, isFreePlan(session.user), 'search'),
  );
  userRoute(router, app, ownerFiltersEndpoint, async ({ params, session }) =>
    filterSet(params.platform, isFreePlan(session.user), 'owner'),
  );
  userRoute(router, app, bookmarkFiltersEndpoint, async ({ params, session }) =>
    filterSet(params.platform, isFreePlan(session.user), 'bookmark'),
  );

  userRoute(router, app, savedFiltersEndpoint, async ({ params, session }) => {
    const rows = await app.db.query<SavedRow>(
      'SELECT id, platform, name, filters, created_at FROM saved_filters WHERE user_id = $1 AND platform = $2 ORDER BY created_at DESC, id DESC',
      [session.user.id, params.platform],
    );
    return { items: rows.map(toSaved) };
  });

  userRoute(router, app, createSavedFilterEndpoint, async ({ params, body, session }) =>
    app.db.transaction(async (tx) => {
      // The user's row lock serialises concurrent creates, so the count cannot overshoot the cap.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.user.id]);
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM saved_filters WHERE user_id = $1',
        [session.user.id],
      );
      if ((count?.n ?? 0) >= MAX_SAVED_FILTERS)
        throw fail.snackbar(409, `You can keep at most ${MAX_SAVED_FILTERS} saved filters`);
      const [row] = await tx.query<SavedRow>(
        `INSERT INTO saved_filters (user_id, platform, name, filters, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, platform, name, filters, created_at`,
        [
          session.user.id,
          params.platform,
          body.name,
          JSON.stringify(body.filters),
          app.now().toISOString(),
        ],
      );
      if (!row) throw fail.snackbar(500, 'Could not save the filter');
      return toSaved(row);
    }),
  );

  userRoute(router, app, deleteSavedFiltersEndpoint, async ({ params, session }) => {
    const rows = await app.db.query(
      'DELETE FROM saved_filters WHERE user_id = $1 AND platform = $2 RETURNING id',
      [session.user.id, params.platform],
    );
    return { deleted: rows.length };
  });

  userRoute(router, app, deleteSavedFilterEndpoint, async ({ params, session }) => {
    const rows = await app.db.query(
      'DELETE FROM saved_filters WHERE user_id = $1 AND platform = $2 AND id = $3 RETURNING id',
      [session.user.id, params.platform, params.id],
    );
    if (rows.length === 0) throw fail.notFound('Saved filter not found');
    return { deleted: rows.length };
  });
}
