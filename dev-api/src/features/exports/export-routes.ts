import { createExportEndpoint } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { userRoute } from '../../http/route';
import { assertFiltersAllowed } from '../filters/filter-check';
import { DOWNLOAD_COLUMNS, createExportJob, runExport, toDownload } from './export-job';

/** Queues the job in this process; safe to call for a job that is held or has ended. */
export function startExport(app: AppContext, id: number): void {
  app.exports.enqueue(id, () => runExport(app, id));
}

export function registerExportRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, createExportEndpoint, async ({ body, session }) => {
    // The filters a page may not use cannot be exported either.
    if (body.source !== 'bookmarks') {
      assertFiltersAllowed(body.filters, {
        platform: body.platform,
        user: session.user,
        scope: body.source === 'owner' ? 'owner' : 'search',
      });
    }
    const id = await createExportJob(app.db, session.user.id, body, app.now());
    const [row] = await app.db.query<Parameters<typeof toDownload>[0]>(
      `SELECT ${DOWNLOAD_COLUMNS}, NULL AS downloaded_at FROM downloads d WHERE d.id = $1`,
      [id],
    );
    if (!row) throw fail.notFound('Download not found');
    startExport(app, id);
    return toDownload(row);
  });
}
