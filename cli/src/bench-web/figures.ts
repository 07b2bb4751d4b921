// Pure arithmetic of `pnpm bench web`: from Lighthouse results to the figures of one run, and from
// runs to medians, ratios and targets. No I/O here, so that all of it is unit-tested.

/** The few fields of a Lighthouse network-requests item the bench reads (times in ms). */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** The table rows of an audit's details, when it has a table. */
function itemsOf(lhr: LighthouseResult, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

export interface RunFigures {
  /** Largest contentful paint, simulated mobile (ms). */
  lcp: number;
  /** Total blocking time, simulated mobile (ms). */
  tbt: number;
  /** Cumulative layout shift of the load (unitless; Core Web Vitals' good is <= 0.1). */
  cls: number;
  /** Every script of the load, gzip-equivalent bytes. */
  jsBytes: number;
  /** Scripts requested before the observed LCP, gzip-equivalent bytes. */
  criticalJsBytes: number;
  requests: number;
  /** Sequential waves of document, script and data requests before the first remote page rendered. */
  waves: number;
}

export const FIGURES: readonly (keyof RunFigures)[] = [
  'lcp',
  'tbt',
  'cls',
  'jsBytes',
  'criticalJsBytes',
  'requests',
  'waves',
];

/** Kinds of request that sit on the critical path of a page's code and data. */
const WAVE_TYPES = new Set(['Document', 'Script', 'Fetch', 'XHR']);

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** composed / monolith; 1 when both are 0, Infinity when only the monolith is 0. */
export function ratio(composed: number, monolith: number): number {
  if (monolith === 0) return composed === 0 ? 1 : Number.POSITIVE_INFINITY;
  return composed / monolith;
}

/**
 * The number of sequential request waves: a request is one wave after the deepest request that had
 * already finished when it started (it may have waited for it), and the first wave is the page itself.
 * A request the page itself issued (its markup, its preload scanner or its inline script: `fromPage`)
 * waited for nothing but the page, so it is the second wave whenever it started. Requests that start
 * at or after `cutoff` do not count. `slackMs` absorbs the gap between one response's end and the
 * request it triggered being timed as "after".
 */
export function countWaves(
  requests: readonly NetworkRequest[],
  cutoff = Number.POSITIVE_INFINITY,
  slackMs = 0,
  fromPage: ReadonlySet<string> = new Set(),
): number {
  const timed = requests
    .filter((request) => WAVE_TYPES.has(request.resourceType ?? ''))
    .filter((request) => !/^(data|blob):/.test(request.url))
    .map((request) => ({
      url: request.url,
      document: request.resourceType === 'Document',
      start: request.networkRequestTime ?? 0,
      end: request.networkEndTime ?? request.networkRequestTime ?? 0,
    }))
    .filter((request) => request.start < cutoff)
    .sort((a, b) => a.start - b.start);
  const depths: { end: number; depth: number }[] = [];
  let deepest = 0;
  for (const request of timed) {
    const before = depths.filter((done) => done.end <= request.start - slackMs);
    const depth =
      !request.document && fromPage.has(request.url)
        ? 2
        : 1 + Math.max(0, ...before.map((done) => done.depth));
    depths.push({ end: request.end, depth });
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function numeric(lhr: LighthouseResult, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

export function networkRequests(lhr: LighthouseResult): NetworkRequest[] {
  return itemsOf(lhr, 'network-requests').map((item) => ({
    url: typeof item.url === 'string' ? item.url : '',
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : undefined,
    networkRequestTime:
      typeof item.networkRequestTime === 'number' ? item.networkRequestTime : undefined,
    networkEndTime: typeof item.networkEndTime === 'number' ? item.networkEndTime : undefined,
  }));
}

/** The LCP the browser saw, without simulated throttling (ms from navigation start). */
export function observedLcp(lhr: LighthouseResult): number {
  const [metrics] = itemsOf(lhr, 'metrics');
  const value = metrics?.observedLargestContentfulPaint;
  return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
}

interface Initiator {
  type?: string;
  url?: string;
  stack?: { callFrames?: { url?: string }[] };
}

function initiatorOf(event: unknown): { url: string; initiator: Initiator } | null {
  if (typeof event !== 'object' || event === null || !('method' in event) || !('params' in event)) {
    return null;
  }
  if (event.method !== 'Network.requestWillBeSent') return null;
  const params = event.params as { request?: { url?: unknown }; initiator?: Initiator } | null;
  const url = params?.request?.url;
  return typeof url === 'string' ? { url, initiator: params?.initiator ?? {} } : null;
}

/**
 * URLs the page itself requested, read from the DevTools protocol log of a run: by its markup or
 * preload scanner (initiator `parser` at the document) or by its own inline script (a `script`
 * initiator whose every frame is in the document).
 */
export function requestsFromPage(
  devtoolsLog: readonly unknown[],
  documentUrl: string,
): Set<string> {
  const urls = new Set<string>();
  for (const event of devtoolsLog) {
    const sent = initiatorOf(event);
    if (!sent) continue;
    const { type, url, stack } = sent.initiator;
    const frames = stack?.callFrames ?? [];
    const byMarkup = type === 'parser' && url === documentUrl;
    const byInlineScript =
      type === 'script' && frames.length > 0 && frames.every((frame) => frame.url === documentUrl);
    if (byMarkup || byInlineScript) urls.add(sent.url);
  }
  return urls;
}

/** The host's mark of the first rendered remote page (ms from navigation start), when there is one. */
export const FIRST_REMOTE_RENDER_MARK = 'adlens:first-remote-render';

export function firstRemoteRender(lhr: LighthouseResult): number | null {
  const mark = itemsOf(lhr, 'user-timings').find(
    (item) => item.name === FIRST_REMOTE_RENDER_MARK && typeof item.startTime === 'number',
  );
  return typeof mark?.startTime === 'number' ? mark.startTime : null;
}

/** A DOM node as Lighthouse describes it in an audit's details. */
interface NodeDetails {
  nodeLabel?: unknown;
  selector?: unknown;
  snippet?: unknown;
}

function firstNode(value: unknown): NodeDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('type' in value && value.type === 'node') {
    const node: Record<string, unknown> = { ...value };
    return { nodeLabel: node.nodeLabel, selector: node.selector, snippet: node.snippet };
  }
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) {
    const found = firstNode(child);
    if (found) return found;
  }
  return null;
}

/**
 * The element Lighthouse named as the LCP (audit `lcp-breakdown-insight`), as
 * `label <selector>`, so a report shows whether the page's own content won the metric.
 */
export function lcpElementOf(lhr: LighthouseResult): string {
  // Lighthouse 13 names it in the LCP breakdown insight; earlier versions in their own audit.
  const node =
    firstNode(lhr.audits['lcp-breakdown-insight']?.details) ??
    firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (!node) return 'none named';
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const label = text(node.nodeLabel).replace(/\s+/g, ' ').slice(0, 60);
  const selector = text(node.selector) || text(node.snippet);
  return [label, selector && `<${selector}>`].filter(Boolean).join(' ');
}

/** The value seen most often (the first of equals), for labels that have no median. */
export function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Script URLs of a run, and those requested before the observed LCP. */
export function scriptsOf(lhr: LighthouseResult): { all: string[]; critical: string[] } {
  const cutoff = observedLcp(lhr);
  const scripts = networkRequests(lhr).filter((request) => request.resourceType === 'Script');
  return {
    all: scripts.map((script) => script.url),
    critical: scripts
      .filter((script) => (script.networkRequestTime ?? 0) < cutoff)
      .map((script) => script.url),
  };
}

/**
 * The figures of one Lighthouse run; `gzipBytes` gives the gzip-equivalent size of a script URL,
 * `fromPage` the URLs the page itself requested (see `countWaves`).
 */
export function figuresOf(
  lhr: LighthouseResult,
  gzipBytes: (url: string) => number,
  fromPage: ReadonlySet<string> = new Set(),
): RunFigures {
  const requests = networkRequests(lhr).filter((request) => !/^(data|blob):/.test(request.url));
  const scripts = scriptsOf(lhr);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipBytes(url), 0);
  return {
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: sum(scripts.all),
    criticalJsBytes: sum(scripts.critical),
    requests: requests.length,
    // The issue counts waves before the first remote paint; without the host's mark, before LCP.
    waves: countWaves(requests, firstRemoteRender(lhr) ?? observedLcp(lhr), 2, fromPage),
  };
}

/** The median over runs of each figure named in `keys`. */
function medianOfEach<Figures extends { [Key in keyof Figures]: number }>(
  runs: readonly Figures[],
  keys: readonly (keyof Figures)[],
): Figures {
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
}

/** Median of every figure over runs. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  return medianOfEach(runs, FIGURES);
}

/** Frame figures of a scroll: from the `requestAnimationFrame` timestamps of consecutive frames (ms). */
export interface FrameFigures {
  frames: number;
  /** Time of the whole scroll over the number of frames. */
  meanFrame: number;
  /** 95th percentile of the time between two frames (nearest rank). */
  p95Frame: number;
  longestFrame: number;
}

export function frameFigures(timestamps: readonly number[]): FrameFigures {
  const intervals = timestamps
    .slice(1)
    .map((at, index) => at - (timestamps[index] ?? at))
    .sort((a, b) => a - b);
  if (intervals.length === 0) {
    return { frames: 0, meanFrame: Number.NaN, p95Frame: Number.NaN, longestFrame: Number.NaN };
  }
  const rank = Math.ceil(0.95 * intervals.length) - 1;
  return {
    frames: intervals.length,
    meanFrame: ((timestamps.at(-1) ?? 0) - (timestamps[0] ?? 0)) / intervals.length,
    p95Frame: intervals[rank] ?? Number.NaN,
    longestFrame: intervals.at(-1) ?? Number.NaN,
  };
}

/** The search page with many loaded results: DOM size, and frames while scrolling through them. */
export interface DomFigures {
  /** Ads loaded when the nodes were counted (the target is about 1,000). */
  loadedAds: number;
  /** `document.querySelectorAll('*').length`, the most seen while scrolling through the results. */
  domNodes: number;
  /** Elements inside the results grid at that moment. */
  gridNodes: number;
  /** Scroll through the loaded results at 4x CPU (ms between frames). */
  scrollMeanFrame: number;
  scrollP95Frame: number;
  scrollLongestFrame: number;
}

export const DOM_FIGURES: readonly (keyof DomFigures)[] = [
  'loadedAds',
  'domNodes',
  'gridNodes',
  'scrollMeanFrame',
  'scrollP95Frame',
  'scrollLongestFrame',
];

/** Median of every DOM figure over runs. */
export function medianDomFigures(runs: readonly DomFigures[]): DomFigures {
  return medianOfEach(runs, DOM_FIGURES);
}
