import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { AD_SORTS } from './ad-vocabulary';
import { adFiltersSchema } from './ads';
import { idSchema, textSchema } from './pagination';

/**
 * Exports of search, owner and bookmark results into Downloads (decision 0033). An export is a
 * download job of its user: the API fills it in the background and lists it with the catalog.
 */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export holds: the first rows of the query in its order. */
export const EXPORT_ROW_LIMIT = 5000;

export const EXPORT_ROW_LIMIT_MESSAGE = `An export holds at most ${EXPORT_ROW_LIMIT.toLocaleString('en-US')} rows`;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A filter key the search does not know is refused, not ignored: the file would not match. */
const exportFiltersSchema = z.strictObject({
  ...adFiltersSchema.shape,
  sort: z._default(z.enum(AD_SORTS), 'newest'),
});

const exportCommon = {
  platform: platformSchema,
  format: z._default(z.enum(EXPORT_FORMATS), 'csv'),
  max_rows: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(EXPORT_ROW_LIMIT, EXPORT_ROW_LIMIT_MESSAGE)),
    EXPORT_ROW_LIMIT,
  ),
};

/** What to export: the query of the page the user is on. */
export const exportRequestSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('search'), filters: exportFiltersSchema, ...exportCommon }),
  z.strictObject({
    source: z.literal('owner'),
    owner_id: idSchema,
    filters: exportFiltersSchema,
    ...exportCommon,
  }),
  z.strictObject({
    source: z.literal('bookmarks'),
    collection_id: z.optional(idSchema),
    keyword: z.optional(textSchema().check(z.maxLength(200))),
    ...exportCommon,
  }),
]);
export type ExportRequest = z.input<typeof exportRequestSchema>;
export type ExportRequestData = z.output<typeof exportRequestSchema>;

/** The state of an export job, on its row in the downloads list. */
export const exportJobSchema = z.object({
  status: z.enum(EXPORT_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  /** Rows written so far. */
  rows_done: z.number().check(z.int(), z.gte(0)),
  /** Rows the file will hold (the query's rows up to the limit); null until counted. */
  rows_total: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** Rows the query matched, beyond the limit too; null until counted. */
  rows_matched: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** Why a failed export failed. */
  error: z.nullable(z.string()),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** 0 to 100. */
export function exportProgress(job: Pick<ExportJob, 'rows_done' | 'rows_total' | 'status'>) {
  if (job.status === 'ready') return 100;
  if (!job.rows_total) return 0;
  return Math.min(100, Math.floor((job.rows_done / job.rows_total) * 100));
}

/** Whether the list should be asked again: something is still being written. */
export function exportInProgress(job: Pick<ExportJob, 'status'> | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}
