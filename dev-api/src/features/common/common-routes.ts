import {
  downloadsEndpoint,
  exportInProgress,
  idParamSchema,
  startDownloadEndpoint,
  tutorialSchema,
  tutorialsEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { parseInput } from '../../http/validate';
import { DOWNLOAD_COLUMNS, toDownload } from '../exports/export-job';
import { startExport } from '../exports/export-routes';
import { assertDownloadLink, createDownloadLink } from './download-links';

export function registerCommonRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, tutorialsEndpoint, async () => {
    const rows = await app.db.query(
      'SELECT id, title, description, video_url, duration FROM tutorials ORDER BY sort, id',
    );
    return { items: rows.map((row) => tutorialSchema.parse(row)) };
  });

  userRoute(router, app, downloadsEndpoint, async ({ query, session }) => {
    // The catalog (no user) and the caller's own exports; another user's export is never listed.
    const visible = `(d.user_id IS NULL OR d.user_id = $1)
      AND ($2::text IS NULL OR d.kind = $2) AND ($3::text IS NULL OR d.platform = $3)`;
    const rows = await app.db.query<Parameters<typeof toDownload>[0] & { total: number }>(
      `SELECT ${DOWNLOAD_COLUMNS},
         ${isoSql('ud.downloaded_at')} AS downloaded_at, count(*) OVER ()::int AS total
       FROM downloads d LEFT JOIN user_downloads ud ON ud.download_id = d.id AND ud.user_id = $1
       WHERE ${visible}
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
          `SELECT count(*)::int AS total FROM downloads d WHERE ${visible}`,
          [session.user.id, query.kind ?? null, query.platform ?? null],
        )
      )[0]?.total ??
      0;
    const items = rows.map(({ total: _total, ...row }) => toDownload(row));
    // A job left unfinished by a stopped process is taken up again when its owner looks at it.
    for (const item of items) {
      if (exportInProgress(item.export) && !app.exports.holds(item.id)) startExport(app, item.id);
    }
    return {
      items,
      total,
      page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
    };
  });

  userRoute(router, app, startDownloadEndpoint, async ({ params, session }) => {
    const [target] = await app.db.query<{ export_status: string | null }>(
      'SELECT export_status FROM downloads WHERE id = $1 AND (user_id IS NULL OR user_id = $2)',
      [params.id, session.user.id],
    );
    if (!target) throw fail.notFound('Download not found');
    if (target.export_status !== null && target.export_status !== 'ready')
      throw fail.snackbar(409, 'This export is not ready yet');
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

  // The file itself, only through the link that starting the download made: an export's own file,
  // or for a catalog item a stand-in text document (the dev server keeps no real reports).
  router.get('/v1/landing/download/:id/file', async (c) => {
    const { id } = parseInput(idParamSchema, c.req.param(), 'params');
    await assertDownloadLink(app.db, id, c.req.query('token'), app.now());
    const [row] = await app.db.query<{
      title: string;
      file_name: string;
      content_type: string | null;
      body: string | null;
    }>(
      `SELECT d.title, d.file_name, f.content_type, f.body
       FROM downloads d LEFT JOIN download_files f ON f.download_id = d.id WHERE d.id = $1`,
      [id],
    );
    if (!row) throw fail.notFound('Download not found');
    const safeName = row.file_name.replace(/[^\w.-]/g, '_');
    if (row.body !== null && row.content_type !== null) {
      return c.body(row.body, 200, {
        'Content-Type': row.content_type,
        'Content-Disposition': `attachment; filename="${safeName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    }
    return c.body(`${row.title}\n\nPlaceholder file of the Adlens dev server.\n`, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}.txt"`,
    });
  });
}
