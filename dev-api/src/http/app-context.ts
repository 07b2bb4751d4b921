import type { Database } from '../db/database';
import type { SearchStrategy } from '../features/ads/search-ads';

/** Switches the dev endpoints can flip at run time (e2e uses them). */
export interface RuntimeSettings {
  maintenance: boolean;
  /** Requests per token per minute; 0 = unlimited. */
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
}

export interface AppContext {
  db: Database;
  settings: RuntimeSettings;
  tokenTtlSeconds: number;
  now: () => Date;
  rumEvents: unknown[];
  searchStrategy: SearchStrategy;
}

export function createAppContext(deps: AppDeps): AppContext {
  return {
    db: deps.db,
    settings: { maintenance: false, rateLimitPerMinute: 0, ...deps.settings },
    tokenTtlSeconds: deps.tokenTtlSeconds ?? 60 * 60 * 24 * 60,
    now: deps.now ?? (() => new Date()),
    rumEvents: [],
    searchStrategy: deps.searchStrategy ?? 'single',
  };
}
