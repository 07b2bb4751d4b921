import type { Database } from '../db/database';
import { LruCache } from '../cache/lru-cache';
import type { SearchStrategy, SearchTotals } from '../features/ads/search-ads';

/**
 * Far above what a person or the e2e suites (two workers on one address) send in a minute, far
 * below what a script guessing or scraping needs (decision 0021).
 */
export const DEFAULT_RATE_LIMIT = 600;

/** Switches the dev endpoints can flip at run time (e2e uses them). */
export interface RuntimeSettings {
  maintenance: boolean;
  /** Requests per minute per token (signed-in routes) and per address (public ones); 0 = off. */
  rateLimitPerMinute: number;
}

export interface AppDeps {
  db: Database;
  settings?: Partial<RuntimeSettings>;
  tokenTtlSeconds?: number;
  /** The clock, injectable so tests can expire tokens. */
  now?: () => Date;
  /** The ad-search plan; the benchmark runs both side by side. */
  searchStrategy?: SearchStrategy;
  /** How many search totals to remember (0: count every time; the benchmark compares). */
  searchTotalsCacheSize?: number;
}

export interface AppContext {
  db: Database;
  settings: RuntimeSettings;
  tokenTtlSeconds: number;
  now: () => Date;
  rumEvents: unknown[];
  searchStrategy: SearchStrategy;
  /** Search totals by filter; the seeded ads never change while the server runs. */
  searchTotals: SearchTotals;
}

export function createAppContext(deps: AppDeps): AppContext {
  return {
    db: deps.db,
    settings: { maintenance: false, rateLimitPerMinute: DEFAULT_RATE_LIMIT, ...deps.settings },
    tokenTtlSeconds: deps.tokenTtlSeconds ?? 60 * 60 * 24 * 60,
    now: deps.now ?? (() => new Date()),
    rumEvents: [],
    searchStrategy: deps.searchStrategy ?? 'counted',
    searchTotals: new LruCache<number>(
      { maxEntries: deps.searchTotalsCacheSize ?? 2000, maxBytes: Infinity },
      () => 0,
    ),
  };
}
