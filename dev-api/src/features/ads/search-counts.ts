import type { TagFacet } from '@adlens/shared-contracts';
import { LruCache } from '../../cache/lru-cache';
import type { Queryable } from '../../db/database';
import type { SearchTotals } from './search-ads';

/*
 * What the server remembers of searches: the totals of recent filters and the filter bar's tag
 * counts, both exact while the ads and their tags stay as they are. Each writer of those (an
 * ingestion run, a re-tag batch that moved tags) locks `search_data_generation` first and bumps it,
 * in its own transaction. A server reads the generation at most once a second and starts a new
 * memory when it moved, so a write by another process (`pnpm ingest` opening a shared PostgreSQL
 * itself, a second server) reaches every server within that time. A request keeps the memory it
 * began with, so a count taken over the data before a write lands in the memory that write retired,
 * never in the new one.
 */

/**
 * The first statement of every transaction that changes which ads a search finds or their tags (an
 * ingestion run, a re-tag batch), or a bump in its place. Its row lock makes those writers run in
 * turn: on PostgreSQL an ingestion and a re-tag batch deadlocked on rows of `ads` each took in its
 * own order.
 */
export const LOCK_SEARCH_DATA_SQL = 'SELECT generation FROM search_data_generation FOR UPDATE';

/** Moves the generation, in a writer's transaction, once it has changed what searches count. */
export const BUMP_SEARCH_GENERATION_SQL =
  'UPDATE search_data_generation SET generation = generation + 1';

/** How often a server looks for another process's writes. */
const CHECK_EVERY_MS = 1000;
/**
 * Searches whose tag counts are kept: counting an unfiltered platform's tags reads every ad's
 * tag keys (half a second for meta on the 500k seed), and most filter bars open on one of those.
 */
const TAG_FACET_SEARCHES = 500;

/** One memory of counts, valid for one generation of the data. */
export interface SearchCounts {
  totals: SearchTotals;
  tagFacets: LruCache<TagFacet[]>;
}

export interface SearchCountsMemory {
  current: SearchCounts;
  /** The generation `current` holds counts of; null before the first read. */
  generation: string | null;
  /** When the generation was last read (ms since the epoch); 0 forces a read. */
  checkedAt: number;
  /** How many search totals to remember (0: count every time; the benchmark compares). */
  readonly totalsSize: number;
}

function freshCounts(totalsSize: number): SearchCounts {
  return {
    totals: new LruCache<number>({ maxEntries: totalsSize, maxBytes: Infinity }, () => 0),
    tagFacets: new LruCache<TagFacet[]>(
      { maxEntries: TAG_FACET_SEARCHES, maxBytes: Infinity },
      () => 0,
    ),
  };
}

export function createSearchCountsMemory(totalsSize = 2000): SearchCountsMemory {
  return { current: freshCounts(totalsSize), generation: null, checkedAt: 0, totalsSize };
}

/** Starts a new memory: this process changed the ads or their tags and knows it at once. */
export function forgetSearchCounts(memory: SearchCountsMemory): void {
  memory.current = freshCounts(memory.totalsSize);
  memory.checkedAt = 0;
}

/** What currentSearchCounts reads of the app (its context, without importing it). */
interface CountsHolder {
  db: Queryable;
  searchCounts: SearchCountsMemory;
  /** The app's clock: a test's stands still until the test moves it. */
  now: () => Date;
}

/** The memory to use for a request: a new one when another process's write moved the generation. */
export async function currentSearchCounts(app: CountsHolder): Promise<SearchCounts> {
  const memory = app.searchCounts;
  const now = app.now().getTime();
  const elapsed = now - memory.checkedAt;
  // A clock set back (a test's) reads again rather than trust a time still to come.
  if (memory.checkedAt !== 0 && elapsed >= 0 && elapsed < CHECK_EVERY_MS) return memory.current;
  const counts = memory.current;
  const [row] = await app.db.query<{ generation: string }>(
    'SELECT generation::text AS generation FROM search_data_generation',
  );
  const generation = row?.generation ?? null;
  // A forget while the generation was read already started a newer memory: keep that one.
  if (memory.current === counts && memory.generation !== null && generation !== memory.generation) {
    memory.current = freshCounts(memory.totalsSize);
  }
  memory.generation = generation;
  memory.checkedAt = now;
  return memory.current;
}
