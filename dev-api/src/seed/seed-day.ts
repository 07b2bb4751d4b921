import type { Queryable } from '../db/database';
import { daysBetween, isoDay } from './reference-date';

/** The day the database's seed counts back from, or null for a database seeded before it was recorded. */
export async function readSeedDay(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ seed_day: string }>(
    "SELECT to_char(seed_day, 'YYYY-MM-DD') AS seed_day FROM seed_info LIMIT 1",
  );
  return row?.seed_day ?? null;
}

/**
 * What the start-up line says about the seed's dates. A kept database is never re-seeded on its
 * own (it holds the developer's changes): it says how old its dates are and how to refresh them.
 */
export function describeSeedDay(seedDay: string | null, now: Date = new Date()): string {
  if (seedDay === null) return 'seeded with fixed dates; `pnpm db:reset` re-seeds for today';
  const age = daysBetween(seedDay, isoDay(now));
  if (age <= 0) return `seeded for today (${seedDay})`;
  return `seeded for ${seedDay}, ${age} day${age === 1 ? '' : 's'} ago; \`pnpm db:reset\` re-seeds for today`;
}
