import {
  AD_SORT_LABELS,
  type Download,
  type ExportRequestData,
  PLATFORM_LABELS,
  downloadSchema,
  exportRequestSchema,
} from '@adlens/shared-contracts';
import type { Queryable } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { EXPORT_CONTENT_TYPES, type ExportRow, exportBody, exportRow } from './export-file';
import { adHistories } from './ad-history';
import { exportChunk } from './export-rows';

/** The columns of a downloads row as the list answers it, job state included. */
export const DOWNLOAD_COLUMNS = `d.id, d.title, d.description, d.kind, d.platform, d.file_name,
  d.size_bytes, ${isoSql('d.published_at')} AS published_at,
  d.export_status, d.export_format, d.export_rows_done, d.export_rows_total,
  d.export_rows_matched, d.export_error`;

interface DownloadRow {
  export_status: string | null;
  export_format: string | null;
  export_rows_done: number;
  export_rows_total: number | null;
  export_rows_matched: number | null;
  export_error: string | null;
  [column: string]: unknown;
}

/** A downloads row (with `downloaded_at`) as the contract's download. */
export function toDownload(row: DownloadRow): Download {
  const {
    export_status: status,
    export_format: format,
    export_rows_done: rowsDone,
    export_rows_total: rowsTotal,
    export_rows_matched: rowsMatched,
    export_error: error,
    ...rest
  } = row;
  return downloadSchema.parse({
    ...rest,
    export:
      status === null
        ? null
        : {
            status,
            format,
            rows_done: rowsDone,
            rows_total: rowsTotal,
            rows_matched: rowsMatched,
            error,
          },
  });
}

function describe(request: ExportRequestData): { title: string; description: string } {
  const platform = PLATFORM_LABELS[request.platform];
  if (request.source === 'bookmarks') {
    const parts = [
      request.collection_id ? 'one collection' : 'all collections',
      request.keyword ? `keyword "${request.keyword}"` : null,
    ];
    return {
      title: `${platform} bookmarks`,
      description: parts.filter(Boolean).join(', '),
    };
  }
  const { sort, keyword, ...others } = request.filters;
  const filterCount = Object.values(others).filter((value) => value !== undefined).length;
  const parts = [
    keyword ? `keyword "${keyword}"` : null,
    filterCount > 0 ? `${filterCount} ${filterCount === 1 ? 'filter' : 'filters'}` : null,
    `sorted by ${AD_SORT_LABELS[sort].toLowerCase()}`,
  ];
  return {
    title:
      request.source === 'owner'
        ? `${platform} advertiser ${request.owner_id} ads`
        : `${platform} search results`,
    description: parts.filter(Boolean).join(', '),
  };
}

/** `adlens-meta-search-2026-11-24-1001.csv`: names say what and when, ids keep them apart. */
export function exportFileName(request: ExportRequestData, id: number, at: Date): string {
  return `adlens-${request.platform}-${request.source}-${at.toISOString().slice(0, 10)}-${id}.${request.format}`;
}

/** Records a queued export of the user's; the runner fills it. */
export async function createExportJob(
  db: Queryable,
  userId: number,
  request: ExportRequestData,
  now: Date,
): Promise<number> {
  const { title, description } = describe(request);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO downloads (title, description, kind, platform, file_name, size_bytes, published_at,
       user_id, export_request, export_status, export_format)
     VALUES ($1, $2, 'export', $3, '', 0, $4, $5, $6, 'queued', $7) RETURNING id`,
    [title, description, request.platform, now.toISOString(), userId, request, request.format],
  );
  if (!row) throw new Error('the export was not recorded');
  await db.query('UPDATE downloads SET file_name = $2 WHERE id = $1', [
    row.id,
    exportFileName(request, row.id, now),
  ]);
  return row.id;
}

async function notify(
  db: Queryable,
  userId: number,
  now: Date,
  note: { title: string; body: string; type: string },
) {
  await db.query(
    `INSERT INTO notifications (user_id, title, body, type, link, created_at)
     VALUES ($1, $2, $3, $4, '/downloads?kind=export', $5)`,
    [userId, note.title, note.body, note.type, now.toISOString()],
  );
}

/**
 * Fills an export: reads the query chunk by chunk (recording progress after each), writes the file
 * beside its row, marks it ready and tells its user. A job that ended (or is gone) is left alone,
 * so one queued twice, or resumed after a restart, is harmless.
 */
export async function runExport(app: AppContext, id: number): Promise<void> {
  const [job] = await app.db.query<{ user_id: number; export_request: unknown; title: string }>(
    `SELECT user_id, export_request, title FROM downloads
     WHERE id = $1 AND export_status IN ('queued', 'running')`,
    [id],
  );
  if (!job) return;
  const request = exportRequestSchema.parse(job.export_request);
  try {
    await app.db.query(
      `UPDATE downloads SET export_status = 'running', export_rows_done = 0 WHERE id = $1`,
      [id],
    );
    const rows: ExportRow[] = [];
    let matched = 0;
    for (let chunk = 0; rows.length < request.max_rows; chunk += 1) {
      const page = await exportChunk(app, request, job.user_id, chunk);
      matched = page.total;
      const items = page.items.slice(0, request.max_rows - rows.length);
      const histories = await adHistories(
        app.db,
        items.map((ad) => ad.id),
      );
      rows.push(...items.map((ad) => exportRow(ad, histories.get(ad.id))));
      await app.db.query(
        `UPDATE downloads SET export_rows_done = $2, export_rows_total = $3, export_rows_matched = $4
         WHERE id = $1`,
        [id, rows.length, Math.min(matched, request.max_rows), matched],
      );
      if (page.items.length < app.exportChunkRows) break;
    }
    const body = exportBody(request.format, rows, matched);
    await app.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO download_files (download_id, content_type, body) VALUES ($1, $2, $3)
         ON CONFLICT (download_id) DO UPDATE SET content_type = EXCLUDED.content_type, body = EXCLUDED.body`,
        [id, EXPORT_CONTENT_TYPES[request.format], body],
      );
      await tx.query(
        `UPDATE downloads SET export_status = 'ready', size_bytes = $2, export_rows_total = $3
         WHERE id = $1`,
        [id, Buffer.byteLength(body, 'utf8'), rows.length],
      );
      await notify(tx, job.user_id, app.now(), {
        title: 'Your export is ready',
        body: `${job.title}: ${rows.length.toLocaleString('en-US')} rows, in Downloads.`,
        type: 'success',
      });
    });
  } catch (error) {
    // Not the export's fault: the job stays in progress and is taken up again as after a stopped
    // process (its owner's downloads list resumes it), instead of asking them to start it again.
    if (isDatabaseUnavailable(error)) throw error;
    await app.db.query(
      `UPDATE downloads SET export_status = 'failed', export_error = $2 WHERE id = $1`,
      [id, 'The export could not be written. Please start it again.'],
    );
    await notify(app.db, job.user_id, app.now(), {
      title: 'Your export failed',
      body: `${job.title}: please start it again.`,
      type: 'error',
    });
    throw error;
  }
}
