import { z } from 'zod';
import { platformSchema } from '../platforms';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import {
  idParamSchema,
  isoDateTimeSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
} from './pagination';

export const tutorialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  video_url: z.string(),
  /** Seconds. */
  duration: z.number().int(),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/common/tutorials',
  access: access.signedIn(),
  data: z.object({ items: z.array(tutorialSchema) }),
});

export const DOWNLOAD_KINDS = ['report', 'guide', 'checklist'] as const;
export const downloadKindSchema = z.enum(DOWNLOAD_KINDS);

export const downloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: downloadKindSchema,
  platform: platformSchema.nullable(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  published_at: isoDateTimeSchema,
  /** When the signed-in user last downloaded it. */
  downloaded_at: isoDateTimeSchema.nullable(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadsQuerySchema = z
  .object({
    page: pageSchema,
    per_page: perPageSchema,
    kind: downloadKindSchema.optional(),
    platform: platformSchema.optional(),
  })
  .default({ page: 1, per_page: 20 });

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
  data: z.object({ id: z.number().int(), url: z.string(), downloaded_at: isoDateTimeSchema }),
});
