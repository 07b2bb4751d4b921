import { type Platform } from '@adlens/shared-contracts';
import {
  OWNER_LANDING_ADS_LIMIT,
  OWNER_LANDING_PAGES_LIMIT,
  type OwnerLandingHistory,
} from '@adlens/shared-contracts/features';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { landingVersionsOf } from './landing-history';

const pageRowSchema = z.object({
  url: z.string(),
  ad_ids: z.array(z.number()),
  ad_count: z.coerce.number(),
  opened_pages: z.coerce.number(),
  unopened_pages: z.coerce.number(),
});

/**
 * The advertiser's landing pages that have versions, split by whether an ad the user opened leads
 * there. An ad leads to the same pages as on its detail (landingUrlsOf): the chain's steps that
 * answer 200, its final URL and every landing URL a crawl saw it point to. The advertiser's ads
 * come from `ads_owner`, each page's newest version from `landing_versions_url` (a backward
 * index scan); `opened` is one probe of `ad_views`' primary key per ad.
 */
const OWNER_PAGES_SQL = `
WITH owner_ads AS (
  SELECT a.id, a.first_seen, a.final_url, a.url_chain,
         EXISTS (SELECT 1 FROM ad_views v WHERE v.user_id = $3 AND v.ad_id = a.id) AS opened
  FROM ads a WHERE a.owner_id = $2 AND a.platform = $1
),
ad_pages AS (
  SELECT id, first_seen, opened, final_url AS url FROM owner_ads
  UNION
  SELECT o.id, o.first_seen, o.opened, step->>'url'
  FROM owner_ads o, jsonb_array_elements(o.url_chain) step
  WHERE (step->>'status_code')::int = 200
  UNION
  SELECT o.id, o.first_seen, o.opened, s.landing_url
  FROM owner_ads o JOIN crawl_sightings s ON s.ad_id = o.id
),
pages AS (
  SELECT url, bool_or(opened) AS opened,
         (array_agg(id ORDER BY first_seen DESC, id DESC) FILTER (WHERE opened))[1:$4] AS ad_ids,
         count(*) FILTER (WHERE opened) AS ad_count
  FROM ad_pages GROUP BY url
),
changed AS (
  SELECT p.*, newest.id AS newest_id, newest.seen_on AS newest_seen_on
  FROM pages p
  CROSS JOIN LATERAL (SELECT id, seen_on FROM landing_versions lv
                      WHERE lv.url = p.url ORDER BY id DESC LIMIT 1) newest
),
counted AS (
  SELECT *, count(*) FILTER (WHERE opened) OVER () AS opened_pages,
            count(*) FILTER (WHERE NOT opened) OVER () AS unopened_pages
  FROM changed
)
SELECT url, coalesce(ad_ids, '{}') AS ad_ids, ad_count, opened_pages, unopened_pages
FROM counted
ORDER BY opened DESC, newest_seen_on DESC, newest_id DESC
LIMIT $5`;

/**
 * An advertiser's landing-page timeline for one user (issue 38, decision 0064). A landing URL is
 * part of an ad's paid detail (decision 0024), so a page is named only when an ad whose detail
 * this user opened leads there, and only those ads are named; pages behind unopened ads are
 * counted. Null when the platform has no such advertiser.
 */
export async function ownerLandingHistory(
  db: Queryable,
  input: { platform: Platform; ownerId: number; userId: number },
): Promise<OwnerLandingHistory | null> {
  const [owner] = await db.query('SELECT 1 FROM owners WHERE id = $1 AND platform = $2', [
    input.ownerId,
    input.platform,
  ]);
  if (!owner) return null;
  // One row more than the pages shown, so a page behind unopened ads always reports the counts.
  const rows = (
    await db.query(OWNER_PAGES_SQL, [
      input.platform,
      input.ownerId,
      input.userId,
      OWNER_LANDING_ADS_LIMIT,
      OWNER_LANDING_PAGES_LIMIT + 1,
    ])
  ).map((row) => pageRowSchema.parse(row));
  const [first] = rows;
  const openedPages = first?.opened_pages ?? 0;
  const shown = rows.slice(0, Math.min(openedPages, OWNER_LANDING_PAGES_LIMIT));
  const versions = await landingVersionsOf(
    db,
    shown.map((row) => row.url),
  );
  return {
    owner_id: input.ownerId,
    pages: shown.map((row) => ({
      url: row.url,
      versions: versions.filter((version) => version.url === row.url),
      ad_ids: row.ad_ids,
      ad_count: row.ad_count,
    })),
    more_pages: openedPages - shown.length,
    unopened_pages: first?.unopened_pages ?? 0,
  };
}
