import { type LandingVersion, landingVersionSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';

const adPagesSchema = z.object({
  final_url: z.string(),
  chain: z.array(z.string()),
  sighted: z.array(z.string()),
});

/**
 * The pages an ad leads to: every step of its URL chain that answers with a page (redirects do
 * not), its final URL, and every landing URL a crawl saw it point to (a moved page keeps its past).
 * Null when the platform holds no such ad.
 */
export async function landingUrlsOf(
  db: Queryable,
  platform: string,
  adId: number,
): Promise<string[] | null> {
  const [raw] = await db.query(
    `SELECT a.final_url,
       coalesce((SELECT array_agg(step->>'url') FROM jsonb_array_elements(a.url_chain) step
                 WHERE (step->>'status_code')::int = 200), '{}') AS chain,
       coalesce((SELECT array_agg(DISTINCT s.landing_url) FROM crawl_sightings s
                 WHERE s.ad_id = a.id), '{}') AS sighted
     FROM ads a WHERE a.platform = $1 AND a.id = $2`,
    [platform, adId],
  );
  if (!raw) return null;
  const pages = adPagesSchema.parse(raw);
  return [...new Set([pages.final_url, ...pages.chain, ...pages.sighted])].sort();
}

/** Every stored version of those pages, newest first. */
export async function landingVersionsOf(db: Queryable, urls: string[]): Promise<LandingVersion[]> {
  const rows = await db.query(
    `SELECT id, url, to_char(seen_on, 'YYYY-MM-DD') AS seen_on, first, material, summary,
            words_added, words_removed, outline, facts
     FROM landing_versions WHERE url = ANY($1::text[]) ORDER BY seen_on DESC, id DESC`,
    [urls],
  );
  return rows.map((row) => landingVersionSchema.parse(row));
}
