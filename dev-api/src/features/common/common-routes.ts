import {
  downloadSchema,
  downloadsEndpoint,
  startDownloadEndpoint,
  tutorialSchema,
  tutorialsEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { parseInput } from '../../http/validate';
import { assertDownloadLink, createDownloadLink } from './download-links';

export function registerCommonRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, tutorialsEndpoint, async () => {
    const rows = await app.db.query(
      'SELECT id, title, description, video_url, duration FROM tutorials ORDER BY sort, id',
    );
    return { items: rows.map((row) => tutorialSchema.parse(row)) };
  });

  userRoute(router, app, downloadsEndpoint, async ({ query, session }) => {
    const rows = await app.db.query<{ total: number }>(
      `SELECT d.id, d.title, d.description, d.kind, d.platform, d.file_name, d.size_bytes,
         ${isoSql('d.published_at')} AS published_at,
         ${isoSql('ud.downloaded_at')} AS downloaded_at, count(*) OVER ()::int AS total
       FROM downloads d LEFT JOIN user_downloads ud ON ud.download_id = d.id AND ud.user_id = $1
       WHERE ($2::text IS NULL OR d.kind = $2) AND ($3::text IS NULL OR d.platform = $3)
       ORDER BY d.published_at DESC, d.id DESC LIMIT $4 OFFSET $5`,
      [
        session.user.id,
        query.kind ?? null,
        query.platform ?? null,
        query.per_page,
        (query.page - 1) * query.per_page,
      ],
    );
    // A page past the end has no rows to carry the window count: count separately then.
    const total =
      rows[0]?.total ??
      (
        await app.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM downloads
           WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR platform = $2)`,
          [query.kind ?? null, query.platform ?? null],
        )
      )[0]?.total ??
      0;
    return {
      items: rows.map((row) => downloadSchema.parse(row)),
      total,
      page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
    };
  });

  userRoute(router, app, startDownloadEndpoint, async ({ params, session }) => {
    const [row] = await app.db.query<{ downloaded_at: string }>(
      `INSERT INTO user_downloads (user_id, download_id, downloaded_at)
       SELECT $1, id, $3 FROM downloads WHERE id = $2
       ON CONFLICT (user_id, download_id) DO UPDATE SET downloaded_at = EXCLUDED.downloaded_at
       RETURNING ${isoSql('downloaded_at')} AS downloaded_at`,
      [session.user.id, params.id, app.now().toISOString()],
    );
    if (!row) throw fail.notFound('Download not found');
    const url = await createDownloadLink(app.db, session.user.id, params.id, app.now());
    return { id: params.id, url, downloaded_at: row.downloaded_at };
  });

  // The file itself: a stand-in text document (the dev server keeps no real reports), only
  // through the link that starting the download made.
  router.get('/v1/landing/download/:id/file', async (c) => {
    const { id } = parseInput(
      z.object({ id: z.coerce.number().int().positive() }),
      c.req.param(),
      'params',
    );
    await assertDownloadLink(app.db, id, c.req.query('token'), app.now());
    const [row] = await app.db.query<{ title: string; file_name: string }>(
      'SELECT title, file_name FROM downloads WHERE id = $1',
      [id],
    );
    if (!row) throw fail.notFound('Download not found');
    return c.body(`${row.title}\n\nPlaceholder file of the Adlens dev server.\n`, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${row.file_name.replace(/[^\w.-]/g, '_')}.txt"`,
    });
  });
}
