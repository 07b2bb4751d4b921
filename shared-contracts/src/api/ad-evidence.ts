import { z } from 'zod/mini';
import { access } from './access';
import { platformIdParamsSchema } from './ads';
import { changeEvidenceSchema } from './change-evidence';
import { defineEndpoint } from './endpoint';

/**
 * Why the index holds an ad as active or stopped (issue 38, decisions 0061 and 0065): the ad's
 * changes drawn from crawls, newest first, each with its runs and its one line ("not seen in 2
 * complete crawls since Nov 2"). An ad the crawls never changed (a seed ad still live) has none.
 * Free like the card's own active/inactive chip: it explains that chip, it reveals no paid detail.
 */
export const adEvidenceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}/evidence',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  data: z.object({ items: z.array(changeEvidenceSchema) }),
});
