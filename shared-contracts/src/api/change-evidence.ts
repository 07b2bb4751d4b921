import { z } from 'zod/mini';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { CHANGE_KINDS } from './follows';
import { idParamSchema, isoDateSchema } from './pagination';

/**
 * Why Adlens believes a change (issue 38, decision 0061): every change drawn from crawls rests on
 * crawl runs of known coverage and reads as one line, e.g. "not seen in 3 complete crawls since
 * Nov 24". A new country comes from the index's own ads and has no crawl evidence.
 */
const evidenceRunSchema = z.object({
  run_id: z.number().check(z.int()),
  day: isoDateSchema,
  /** The run read every live ad of its scope. */
  complete: z.boolean(),
  pages_read: z.number().check(z.int(), z.gte(0)),
  /** The source's window cap cut the first query short (the crawler paged back by date). */
  cap_hit: z.boolean(),
});

export const changeEvidenceSchema = z.object({
  ad_id: z.number().check(z.int()),
  kind: z.enum(CHANGE_KINDS),
  /** The run's day the change was recorded. */
  day: isoDateSchema,
  line: z.string(),
  runs: z.array(evidenceRunSchema),
});
export type ChangeEvidence = z.infer<typeof changeEvidenceSchema>;

const evidenceListSchema = z.object({ items: z.array(changeEvidenceSchema) });

/** The evidence of every change one announcement announced. */
export const announcementEvidenceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/follows/announcements/{id}/evidence',
  access: access.signedIn({ owner: { param: 'id', resource: 'announcement' } }),
  params: idParamSchema,
  data: evidenceListSchema,
});

/** The evidence of a follow's changes since the Following page was last seen, newest first. */
export const followEvidenceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/follows/{id}/evidence',
  access: access.signedIn({ owner: { param: 'id', resource: 'follow' } }),
  params: idParamSchema,
  data: evidenceListSchema,
});
