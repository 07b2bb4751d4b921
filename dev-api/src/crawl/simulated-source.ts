import { createRng, hashString } from '../seed/prng';
import {
  type CrawlRun,
  type CrawlScope,
  type DateRange,
  type SourceProfile,
  type WorldAd,
  inRange,
} from './crawl-model';
import type { FaultPlan } from './fault-plan';

/** The most queries one run spends on one scope when the window cap cuts it short. */
export const MAX_QUERIES = 4;

const EVERYTHING: DateRange = { after: null, upTo: null };

/** What the source lists for a query on a day: its live ads it already knows of, in the range. */
function listed(ads: readonly WorldAd[], day: string, range: DateRange): WorldAd[] {
  return ads.filter(
    (ad) => ad.state === 'live' && ad.listed_from <= day && inRange(range, ad.launched_on),
  );
}

function newestFirst(a: WorldAd, b: WorldAd): number {
  return a.launched_on === b.launched_on ? b.id - a.id : a.launched_on < b.launched_on ? 1 : -1;
}

/** A relevance score that moves between requests when the source reshuffles. */
function relevanceOrder(ads: WorldAd[], salt: string): WorldAd[] {
  const score = new Map(ads.map((ad) => [ad.id, hashString(`${salt}:${ad.id}`)]));
  return [...ads].sort((a, b) => (score.get(a.id) ?? 0) - (score.get(b.id) ?? 0) || a.id - b.id);
}

/**
 * One page as the source serves it. Newest-first sources are stable; relevance-ordered ones
 * re-rank per request under a reshuffle; a source that repeats ids starts each page on the
 * previous page's last item.
 */
function servePage(
  listing: WorldAd[],
  page: number,
  { profile, faults, salt }: { profile: SourceProfile; faults: FaultPlan; salt: string },
): { items: WorldAd[]; last: boolean } {
  const ordered =
    profile.order === 'newest' || !faults.reshuffle
      ? listing
      : relevanceOrder(listing, `${salt}:${page}`);
  const step = faults.duplicates ? profile.pageSize - 1 : profile.pageSize;
  const start = page * step;
  const items = ordered.slice(start, start + profile.pageSize);
  return { items, last: start + profile.pageSize >= ordered.length };
}

interface QueryRead {
  items: WorldAd[];
  pages: number;
  capHit: boolean;
  failed: boolean;
  total: number;
}

function readQuery(
  ads: readonly WorldAd[],
  range: DateRange,
  {
    day,
    profile,
    faults,
    salt,
    first,
  }: { day: string; profile: SourceProfile; faults: FaultPlan; salt: string; first: boolean },
): QueryRead {
  const matching = listed(ads, day, range);
  const listing =
    profile.order === 'newest' ? matching.sort(newestFirst) : relevanceOrder(matching, salt);
  const cap = faults.pageCap ?? profile.maxPages;
  const read: QueryRead = { items: [], pages: 0, capHit: false, failed: false, total: 0 };
  for (let page = 0; ; page++) {
    if (page >= cap) {
      read.capHit = true;
      return read;
    }
    if (first && faults.failedPage === page) {
      read.failed = true;
      return read;
    }
    const served = servePage(listing, page, { profile, faults, salt });
    read.pages++;
    read.total = listing.length;
    read.items.push(...served.items);
    if (served.last) return read;
  }
}

/** Where to page on when a query hit the cap: older than the window, or two halves by date. */
function narrower(
  range: DateRange,
  seen: WorldAd[],
  profile: SourceProfile,
): { covered: DateRange | null; next: DateRange[] } {
  const days = seen.map((ad) => ad.launched_on).sort();
  const oldest = days[0];
  if (oldest === undefined) return { covered: null, next: [] };
  if (profile.order === 'newest')
    return { covered: { after: oldest, upTo: range.upTo }, next: [{ ...range, upTo: oldest }] };
  const middle = days[Math.floor(days.length / 2)] ?? oldest;
  if (middle === range.upTo || middle === range.after) return { covered: null, next: [] };
  return {
    covered: null,
    next: [
      { after: range.after, upTo: middle },
      { after: middle, upTo: range.upTo },
    ],
  };
}

/**
 * The simulated crawler reading one scope of a source on a day: page after page until the source
 * says there is no more, a page fails, or the window cap is reached; a capped window is paged back
 * with start-date filters, up to MAX_QUERIES queries. The run records what it saw and the date
 * ranges it read in full (decision 0061).
 */
export function crawlScope(
  ads: readonly WorldAd[],
  {
    scope,
    day,
    profile,
    faults,
    seed,
  }: { scope: CrawlScope; day: string; profile: SourceProfile; faults: FaultPlan; seed: number },
): CrawlRun {
  const run: CrawlRun = {
    scope,
    day,
    complete: false,
    covered: [],
    queries: 0,
    pages_read: 0,
    cap_hit: false,
    reported_total: null,
    duplicates: 0,
    errors: [],
    sightings: [],
  };
  if (faults.outage) {
    run.errors.push('source unavailable all day');
    return run;
  }
  const salt = `${createRng(seed).int(0, 1_000_000)}:${day}:${scope.platform}:${scope.owner_id}`;
  const seen = new Map<number, WorldAd>();
  let position = 0;
  const queue: DateRange[] = [EVERYTHING];
  let unfinished = false;
  while (queue.length > 0) {
    const range = queue.shift() ?? EVERYTHING;
    if (run.queries === MAX_QUERIES) {
      unfinished = true;
      break;
    }
    const read = readQuery(ads, range, {
      day,
      profile,
      faults,
      salt: `${salt}:${run.queries}`,
      first: run.queries === 0,
    });
    run.queries++;
    run.pages_read += read.pages;
    if (run.queries === 1 && read.pages > 0) run.reported_total = read.total;
    const fresh = new Set<number>();
    for (const ad of read.items) {
      position++;
      if (fresh.has(ad.id)) run.duplicates++;
      fresh.add(ad.id);
      if (seen.has(ad.id)) continue;
      seen.set(ad.id, ad);
      run.sightings.push({
        ad_id: ad.id,
        position,
        launched_on: ad.launched_on,
        landing_url: ad.landing_url,
      });
    }
    if (read.failed) {
      run.errors.push(`page ${read.pages + 1} failed`);
      unfinished = true;
      break;
    }
    if (read.capHit) {
      run.cap_hit = true;
      const { covered, next } = narrower(
        range,
        [...fresh].flatMap((id) => seen.get(id) ?? []),
        profile,
      );
      if (covered) run.covered.push(covered);
      if (next.length === 0) unfinished = true;
      queue.push(...next);
      continue;
    }
    if (fresh.size < read.total) {
      run.errors.push(`read ${fresh.size} of ${read.total} ids (order moved while paging)`);
      unfinished = true;
      continue;
    }
    run.covered.push(range);
  }
  run.complete = !unfinished && queue.length === 0;
  if (run.complete) run.covered = [EVERYTHING];
  return run;
}
