import type { OfferFacts } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { addDays } from '../../seed/reference-date';
import { landingVersionsOf } from '../landing/landing-history';

/**
 * The history an export carries per ad (decision 0071). The field names and their order are the
 * file's documented layout: add fields at the end, never rename or reorder.
 */
export interface ExportedChange {
  /** The crawl day the change was recorded. */
  day: string;
  kind: string;
  /** Its evidence line ("not seen in 3 complete crawls since Nov 24"); "" without evidence. */
  evidence: string;
  /** The days of the crawl runs behind it, oldest first. */
  evidence_days: string[];
}

export interface ExportedLandingVersion {
  url: string;
  /** The crawl day that stored this version. */
  first_seen: string;
  /** The day before the page's next version, or the last day a crawl saw this ad lead there. */
  last_seen: string;
  material: boolean;
  summary: string;
  facts: OfferFacts;
}

export interface AdHistory {
  state_history: ExportedChange[];
  landing_versions: ExportedLandingVersion[];
}

const changeRowSchema = z.object({
  ad_id: z.number(),
  day: z.string(),
  kind: z.string(),
  line: z.string().nullable(),
  runs: z.array(z.object({ day: z.string() })),
});

const pagesRowSchema = z.object({
  id: z.number(),
  final_url: z.string(),
  last_seen: z.string(),
  chain: z.array(z.string()),
  /** landing URL -> the last crawl day that saw this ad lead there. */
  sighted: z.record(z.string(), z.string()),
});

async function changesOf(db: Queryable, adIds: number[]) {
  const rows = await db.query(
    `SELECT e.ad_id, to_char(r.day, 'YYYY-MM-DD') AS day, e.kind, e.explanation AS line,
            coalesce(e.evidence->'runs', '[]'::jsonb) AS runs
     FROM change_events e JOIN ingest_runs r ON r.id = e.run_id
     WHERE e.ad_id = ANY($1::int[]) ORDER BY e.ad_id, r.day, e.id`,
    [adIds],
  );
  const byAd = new Map<number, ExportedChange[]>();
  for (const row of rows.map((raw) => changeRowSchema.parse(raw))) {
    const list = byAd.get(row.ad_id) ?? [];
    list.push({
      day: row.day,
      kind: row.kind,
      evidence: row.line ?? '',
      evidence_days: [...new Set(row.runs.map((run) => run.day))].sort(),
    });
    byAd.set(row.ad_id, list);
  }
  return byAd;
}

/** The pages each ad leads to, as its landing history lists them (landing-history.ts). */
async function pagesOf(db: Queryable, adIds: number[]) {
  const rows = await db.query(
    `SELECT a.id, a.final_url, to_char(a.last_seen, 'YYYY-MM-DD') AS last_seen,
       coalesce((SELECT array_agg(step->>'url') FROM jsonb_array_elements(a.url_chain) step
                 WHERE (step->>'status_code')::int = 200), '{}') AS chain,
       coalesce((SELECT jsonb_object_agg(seen.landing_url, seen.last_day) FROM (
                   SELECT s.landing_url, to_char(max(r.day), 'YYYY-MM-DD') AS last_day
                   FROM crawl_sightings s JOIN crawl_runs r ON r.id = s.run_id
                   WHERE s.ad_id = a.id GROUP BY s.landing_url) seen), '{}'::jsonb) AS sighted
     FROM ads a WHERE a.id = ANY($1::int[])`,
    [adIds],
  );
  return rows.map((raw) => pagesRowSchema.parse(raw));
}

/**
 * The current version lasts until the ad was last seen leading to its URL; an ad that had left
 * the URL before the page changed saw the version on the day it was stored only.
 */
function lastSeenOfCurrent(
  firstSeen: string,
  page: z.infer<typeof pagesRowSchema>,
  url: string,
): string {
  const last = page.sighted[url] ?? page.last_seen;
  return last < firstSeen ? firstSeen : last;
}

/**
 * The state history and landing versions of each of `adIds`, read in two queries per call (an
 * export asks per chunk). Pruned crawl bookkeeping changes none of it: pruning keeps each ad's
 * last sighting per landing URL and every run an event names.
 */
export async function adHistories(db: Queryable, adIds: number[]): Promise<Map<number, AdHistory>> {
  const changes = await changesOf(db, adIds);
  const pages = await pagesOf(db, adIds);
  const urls = [
    ...new Set(
      pages.flatMap((page) => [page.final_url, ...page.chain, ...Object.keys(page.sighted)]),
    ),
  ];
  const versionsByUrl = new Map<string, ExportedLandingVersion[]>();
  // Oldest first, so each version's end is the day before the next one.
  const versions = (await landingVersionsOf(db, urls)).reverse();
  for (const version of versions) {
    const list = versionsByUrl.get(version.url) ?? [];
    const previous = list.at(-1);
    if (previous) previous.last_seen = addDays(version.seen_on, -1);
    list.push({
      url: version.url,
      first_seen: version.seen_on,
      last_seen: '',
      material: version.material,
      summary: version.summary,
      facts: version.facts,
    });
    versionsByUrl.set(version.url, list);
  }
  const histories = new Map<number, AdHistory>();
  for (const page of pages) {
    const adUrls = [
      ...new Set([page.final_url, ...page.chain, ...Object.keys(page.sighted)]),
    ].sort();
    const landing = adUrls.flatMap((url) =>
      (versionsByUrl.get(url) ?? []).map((version) => ({
        ...version,
        last_seen: version.last_seen || lastSeenOfCurrent(version.first_seen, page, url),
      })),
    );
    histories.set(page.id, {
      state_history: changes.get(page.id) ?? [],
      landing_versions: landing,
    });
  }
  return histories;
}
