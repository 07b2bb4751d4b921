import { z } from 'zod';

/** A row of the `domains` table as the database returns it: read by analytics, written by the seed and ingestion. */
export const domainRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  ecommerce_platform: z.string().nullable(),
  cms: z.string().nullable(),
  funnel: z.string().nullable(),
  affiliate_network: z.string().nullable(),
  tracker: z.string().nullable(),
});

export type DomainRow = z.infer<typeof domainRowSchema>;
