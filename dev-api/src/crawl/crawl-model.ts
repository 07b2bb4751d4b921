import type { Platform } from '@adlens/shared-contracts';

/**
 * The crawl model (issue 38, decision 0061): the world keeps every ad's true state, a source lists
 * what is live the way real ad libraries do, a crawler reads it page by page, and the index learns
 * only from what runs saw and how much of the source they covered.
 */

/** What an ad really is doing. Only the simulated world knows it; the app never reads it. */
export type TruthState = 'live' | 'paused' | 'stopped';

export interface WorldAd {
  id: number;
  platform: Platform;
  owner_id: number;
  state: TruthState;
  landing_url: string;
  /** The start date the source shows for the ad (ISO day). */
  launched_on: string;
  /** The first day the source lists it: later than `launched_on` when the source is late. */
  listed_from: string;
}

/** One query a crawler runs against a source: an owner's ads on a platform. */
export interface CrawlScope {
  platform: Platform;
  owner_id: number;
}

export function scopeKey(scope: CrawlScope): string {
  return `${scope.platform}:${scope.owner_id}`;
}

/** How a source lists ads and how far the index trusts its silence. */
export interface SourceProfile {
  /** `newest`: newest first, a partial read still covers the newest part; `relevance`: reshuffles. */
  order: 'newest' | 'relevance';
  pageSize: number;
  /** The most pages the source serves for one query: the window cap. */
  maxPages: number;
  /** Complete runs that must all miss a live ad before it counts as stopped. */
  missesToStop: number;
}

/**
 * Per source, documented in decision 0061: libraries that list newest first and say when they
 * end need two silent complete crawls; relevance-ordered ones, whose pages reshuffle, need three.
 */
export const SOURCE_PROFILES: Record<Platform, SourceProfile> = {
  meta: { order: 'newest', pageSize: 25, maxPages: 4, missesToStop: 2 },
  facebook: { order: 'newest', pageSize: 25, maxPages: 4, missesToStop: 2 },
  native: { order: 'relevance', pageSize: 20, maxPages: 5, missesToStop: 3 },
  display: { order: 'relevance', pageSize: 20, maxPages: 5, missesToStop: 3 },
  youtube: { order: 'newest', pageSize: 20, maxPages: 5, missesToStop: 2 },
  reddit: { order: 'relevance', pageSize: 20, maxPages: 5, missesToStop: 3 },
  x: { order: 'relevance', pageSize: 20, maxPages: 5, missesToStop: 3 },
  pinterest: { order: 'newest', pageSize: 25, maxPages: 4, missesToStop: 2 },
  tiktok: { order: 'relevance', pageSize: 20, maxPages: 5, missesToStop: 3 },
};

export interface Sighting {
  ad_id: number;
  /** Where in the read it came (0-based, duplicates included). */
  position: number;
  launched_on: string;
  landing_url: string;
}

/** Start dates in (after, upTo]; null ends are open. */
export interface DateRange {
  after: string | null;
  upTo: string | null;
}

export function inRange(range: DateRange, day: string): boolean {
  return (range.after === null || day > range.after) && (range.upTo === null || day <= range.upTo);
}

/** What one crawl run of one scope read, and how much of the source that was. */
export interface CrawlRun {
  scope: CrawlScope;
  day: string;
  /** Every live ad of the scope was read: no failed page, no cap, as many ids as the source counted. */
  complete: boolean;
  /**
   * The start-date ranges (after, up to] read in full: every live ad that started in one was seen.
   * A complete run covers everything; a partial one covers what its finished queries did.
   */
  covered: DateRange[];
  /** Queries the crawler ran (a capped window is paged back with a date filter). */
  queries: number;
  pages_read: number;
  cap_hit: boolean;
  /** How many ids the source said the query matches (null when no page answered). */
  reported_total: number | null;
  duplicates: number;
  errors: string[];
  /** Distinct ads seen, in reading order. */
  sightings: Sighting[];
}

/** Whether a live ad that started on `launchedOn` would have been read by `run` had it been listed. */
export function runCovers(run: CrawlRun, launchedOn: string): boolean {
  return run.complete || run.covered.some((range) => inRange(range, launchedOn));
}

/** A run as evidence: which, when, and how much it read. */
export interface RunRef {
  run_id: number;
  day: string;
  complete: boolean;
  pages_read: number;
  cap_hit: boolean;
}

export type EvidenceKind = 'new_ad' | 'stopped' | 'reactivated' | 'landing_changed';

export interface ChangeEvidence {
  /** The runs the change rests on: the misses of a stop, the sighting of the rest. */
  runs: RunRef[];
  first_seen: string | null;
  last_seen: string | null;
  stopped_on: string | null;
  misses_to_stop: number;
  from?: string;
  to?: string;
}
