import { AD_SUGGESTION_KINDS, type AdSuggestion, type Platform } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { likePrefix } from '../../db/like-pattern';

/** Suggestions per kind: the 180 px list shows about five rows, a few more scroll. */
export const SUGGESTIONS_PER_KIND = 4;

const rowSchema = z.object({
  kind: z.enum(AD_SUGGESTION_KINDS),
  id: z.number().nullable(),
  label: z.string(),
});

/**
 * Advertisers, domains and ad titles of the platform starting with the query. Each lookup is a
 * range scan of a `lower(...) text_pattern_ops` index (migration 0004), so one character is cheap.
 */
export async function adSuggestions(
  db: Queryable,
  platform: Platform,
  query: string,
): Promise<AdSuggestion[]> {
  // One statement, not three: on the embedded engine each round trip costs more than the scans.
  const rows = await db.query(
    `(SELECT 'advertiser' AS kind, id, name AS label FROM owners
      WHERE platform = $1 AND lower(name) LIKE $2
      ORDER BY lower(name), id LIMIT $3)
     UNION ALL
     (SELECT 'domain' AS kind, d.id, d.name AS label FROM domains d
      WHERE lower(d.name) LIKE $2
        AND EXISTS (SELECT 1 FROM ads a WHERE a.domain_id = d.id AND a.platform = $1)
      ORDER BY lower(d.name), d.id LIMIT $3)
     UNION ALL
     (SELECT DISTINCT 'keyword' AS kind, NULL::integer AS id, lower(title) AS label FROM ads
      WHERE platform = $1 AND lower(title) LIKE $2
      ORDER BY label LIMIT $3)`,
    [platform, likePrefix(query.toLowerCase()), SUGGESTIONS_PER_KIND],
  );
  return z.array(rowSchema).parse(rows);
}
