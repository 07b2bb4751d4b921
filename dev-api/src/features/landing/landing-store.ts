import { offerFactsSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { bulkInsert } from '../../db/bulk-insert';
import type { LandingSnapshot } from './landing-snapshot';
import { nextVersion } from './landing-versioning';

const snapshotRowSchema = z.object({
  url: z.string(),
  fingerprint: z.string(),
  normalized: z.string(),
  outline: z.array(z.string()),
  facts: z.unknown().transform((value) => offerFactsSchema.parse(value)),
});

/** The newest stored version of each of `urls` that has one. */
export async function latestSnapshots(
  db: Queryable,
  urls: string[],
): Promise<Map<string, LandingSnapshot>> {
  const rows = await db.query(
    `SELECT DISTINCT ON (url) url, fingerprint, normalized, outline, facts FROM landing_versions
     WHERE url = ANY($1::text[]) ORDER BY url, id DESC`,
    [urls],
  );
  return new Map(
    rows.map((raw) => {
      const { url, ...snapshot } = snapshotRowSchema.parse(raw);
      return [url, snapshot];
    }),
  );
}

/**
 * Stores what the day's downloads of landing pages changed (decision 0064): a version only when a
 * page's normalised text differs from its last one, classified from its own extracted offer and
 * outline. Runs inside the crawl's transaction. Returns how many versions it stored.
 */
export async function recordLandingPages(
  db: Queryable,
  day: string,
  pages: { url: string; html: string }[],
): Promise<number> {
  const latest = await latestSnapshots(
    db,
    pages.map((page) => page.url),
  );
  const rows = pages.flatMap(({ url, html }) => {
    const decision = nextVersion(latest.get(url) ?? null, html);
    if (decision.kind === 'same') return [];
    const { snapshot } = decision;
    const change =
      decision.kind === 'changed'
        ? decision.change
        : { material: false, summary: 'first seen', words_added: 0, words_removed: 0 };
    return [
      {
        url,
        seen_on: day,
        first: decision.kind === 'first',
        fingerprint: snapshot.fingerprint,
        normalized: snapshot.normalized,
        outline: snapshot.outline,
        facts: snapshot.facts,
        ...change,
      },
    ];
  });
  await bulkInsert(db, 'landing_versions', rows);
  return rows.length;
}
