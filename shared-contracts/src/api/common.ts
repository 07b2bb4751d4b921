import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { exportJobSchema, exportRequestSchema } from './exports';
import {
  idParamSchema,
  isoDateTimeSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
} from './pagination';

export const tutorialSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  /** Seconds. */
  duration: z.number().check(z.int()),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/common/tutorials',
  access: access.signedIn(),
  data: z.object({ items: z.array(tutorialSchema) }),
});

/** `export`: the user's own export of results (decision 0033); the others are the catalog. */
export const DOWNLOAD_KINDS = ['report', 'guide', 'checklist', 'export'] as const;
export const downloadKindSchema = z.enum(DOWNLOAD_KINDS);

export const downloadSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  kind: downloadKindSchema,
  platform: z.nullable(platformSchema),
  file_name: z.string(),
  size_bytes: z.number().check(z.int()),
  published_at: isoDateTimeSchema,
  /** When the signed-in user last downloaded it. */
  downloaded_at: z.nullable(isoDateTimeSchema),
  /** An export's job (kind `export` only). */
  export: z.optional(z.nullable(exportJobSchema)),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadsQuerySchema = z._default(
  z.object({
    page: pageSchema,
    per_page: perPageSchema,
    kind: z.optional(downloadKindSchema),
    platform: z.optional(platformSchema),
  }),
  { page: 1, per_page: 20 },
);

export const downloadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/landing/download',
  access: access.signedIn(),
  query: downloadsQuerySchema,
  data: paginatedSchema(downloadSchema),
});

/** Records the download and answers the file's URL. */
export const startDownloadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/landing/download/{id}',
  access: access.signedIn({ feature: 'downloads' }),
  params: idParamSchema,
  data: z.object({
    id: z.number().check(z.int()),
    url: z.string(),
    downloaded_at: isoDateTimeSchema,
  }),
});

/**
 * Creates an export of the query the user is on as a download job (decision 0033): answered at
 * once (queued), filled in the background, listed with the downloads; started like any download
 * once ready.
 */
export const createExportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/landing/download',
  access: access.signedIn({ feature: 'downloads' }),
  body: exportRequestSchema,
  data: downloadSchema,
});
