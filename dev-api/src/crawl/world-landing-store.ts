import { z } from 'zod';
import type { Queryable } from '../db/database';
import { bulkInsert } from '../db/bulk-insert';
import type { Rng } from '../seed/prng';
import { type LandingState, baseLanding, renderLanding, reviseLanding } from './landing-world';

// The landing pages' hidden truth (decision 0064): the generator revises pages here and labels
// each revision; the simulated source renders what a crawler downloads. No app code reads the
// table or the labels (crawl/world-isolation.test.ts).

/** Share of the world's live landing pages revised on a generated day. */
export const LANDING_REVISION_RATE = 0.04;

const landingStateSchema = z.object({
  product: z.string(),
  facts: z.object({
    price_cents: z.number().nullable(),
    discount_percent: z.number().nullable(),
    free_shipping: z.boolean(),
    trial_days: z.number().nullable(),
    guarantee_days: z.number().nullable(),
  }),
  was_cents: z.number().nullable(),
  blocks: z.array(z.object({ heading: z.string(), body: z.string() })),
  phrasing: z.number(),
  updated_on: z.string(),
  counter: z.number(),
  tracking: z.string(),
  spacing: z.number(),
  cents_shown: z.boolean(),
}) satisfies z.ZodType<LandingState>;

const stateRowSchema = z.object({
  url: z.string(),
  revision: z.number(),
  state: landingStateSchema,
});

async function latestStates(
  db: Queryable,
  urls: string[],
): Promise<Map<string, { revision: number; state: LandingState }>> {
  const rows = await db.query(
    `SELECT DISTINCT ON (url) url, revision, state FROM world_landing_revisions
     WHERE url = ANY($1::text[]) ORDER BY url, revision DESC`,
    [urls],
  );
  return new Map(
    rows.map((raw) => {
      const row = stateRowSchema.parse(raw);
      return [row.url, { revision: row.revision, state: row.state }];
    }),
  );
}

/** One generated day of page edits: a few of the live ads' landing pages change, each labelled. */
export async function reviseWorldLandings(db: Queryable, rng: Rng, day: string): Promise<number> {
  const live = await db.query<{ url: string }>(
    `SELECT DISTINCT landing_url AS url FROM world_ads WHERE state = 'live' ORDER BY landing_url`,
  );
  const chosen = live.map((row) => row.url).filter(() => rng.chance(LANDING_REVISION_RATE));
  const latest = await latestStates(db, chosen);
  const rows = chosen.map((url) => {
    const before = latest.get(url);
    const revision = reviseLanding(rng, before?.state ?? baseLanding(url, day), day);
    return {
      url,
      revision: (before?.revision ?? 0) + 1,
      day,
      label: revision.label,
      kinds: revision.kinds,
      state: revision.state,
    };
  });
  await bulkInsert(db, 'world_landing_revisions', rows);
  return rows.length;
}

/** The pages as a crawler downloads them on `day`: the latest revision, or the page as first made. */
export async function fetchLandingPages(
  db: Queryable,
  urls: string[],
  day: string,
): Promise<{ url: string; html: string }[]> {
  const latest = await latestStates(db, urls);
  return urls.map((url) => ({
    url,
    html: renderLanding(url, latest.get(url)?.state ?? baseLanding(url, day)),
  }));
}
