// Issue 13's "1,000 loaded results in <= 1,400 DOM nodes": on the signed-in search page, scrolls
// down (the grid's sentinel loads the next page of 40) until 1,000 ads are loaded, then scrolls
// back up and through the loaded results at 4x CPU, one fixed step per frame, counting the page's
// elements as it goes and timing the frames. Never part of a test; the arithmetic is in figures.ts.
import { adSearchDataSchema, successBodySchema } from '@adlens/shared-contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { type DomFigures, frameFigures } from './figures';

export const DOM_TARGET_ADS = 1_000;
/** A common laptop screen: the number of columns, and so of rendered cards, follows the width. */
export const DOM_VIEWPORT = { width: 1280, height: 800 };
const CPU_SLOWDOWN = 4;
/** Scroll distance per frame (a fast flick: 9,600 px/s at 60 frames per second). */
const SCROLL_STEP_PX = 160;
const LOAD_TIMEOUT_MS = 180_000;

interface LoadedAds {
  ids: Set<number>;
  total: () => number;
  /** Ads asked for so far: the largest `page * per_page` requested. */
  requested: () => number;
  /** Lets the page holding the 1,000th ad through (held until then). */
  release: () => void;
}

const isSearch = (method: string, url: string) => method === 'POST' && url.includes('/ads/search');

/**
 * Collects the ids (and the total) of every search page the app asks for and receives, and holds
 * the request of the page that reaches 1,000 ads until `release`.
 */
async function watchLoadedAds(page: Page): Promise<LoadedAds> {
  const ids = new Set<number>();
  let total = 0;
  let requested = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('/ads/search'),
    async (route) => {
      const request = route.request();
      const body: unknown = request.method() === 'POST' ? request.postDataJSON() : null;
      const { page: number, per_page: perPage } =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (typeof number === 'number' && typeof perPage === 'number') {
        const asked = number * perPage;
        requested = Math.max(requested, asked);
        if (asked >= DOM_TARGET_ADS) await released;
      }
      await route.continue();
    },
  );
  page.on('response', (response) => {
    if (!isSearch(response.request().method(), response.url())) return;
    void response
      .json()
      .then((body: unknown) => {
        const parsed = successBodySchema(adSearchDataSchema).safeParse(body);
        if (!parsed.success) return;
        total = parsed.data.data.total;
        for (const ad of parsed.data.data.items) ids.add(ad.id);
      })
      .catch(() => undefined);
  });
  return { ids, total: () => total, requested: () => requested, release };
}

/**
 * Scrolls to the bottom until the page holding the 1,000th ad is requested, then back to the top
 * before that page may arrive, so that the grid's sentinel is far away and no further page loads.
 */
async function loadResults(page: Page, loaded: LoadedAds, url: string) {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (loaded.requested() < DOM_TARGET_ADS) {
    if (loaded.total() > 0 && loaded.total() < DOM_TARGET_ADS) {
      throw new Error(`${url} finds only ${loaded.total()} ads (${DOM_TARGET_ADS} needed)`);
    }
    if (Date.now() > deadline) {
      throw new Error(`${url}: only ${loaded.ids.size} ads loaded after ${LOAD_TIMEOUT_MS} ms`);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  loaded.release();
  while (loaded.ids.size < DOM_TARGET_ADS) {
    if (Date.now() > deadline) {
      throw new Error(`${url}: only ${loaded.ids.size} ads loaded after ${LOAD_TIMEOUT_MS} ms`);
    }
    await page.waitForTimeout(50);
  }
}

interface ScrollResult {
  timestamps: number[];
  domNodes: number;
  gridNodes: number;
}

/**
 * In the page (serialised by Playwright, so no helpers): from the top, one scroll step per frame to
 * the end of the grid less 1,500 px (the sentinel loads more within 1,000 px of the viewport).
 * Counts the elements every 10th frame and keeps the largest count.
 */
async function scrollThroughGrid(stepPx: number): Promise<ScrollResult> {
  const grid = document.querySelector('.ad-grid');
  if (!grid) throw new Error('no results grid (.ad-grid) on the page');
  window.scrollTo(0, 0);
  const end = grid.getBoundingClientRect().bottom + window.scrollY - window.innerHeight - 1_500;
  const result: ScrollResult = { timestamps: [], domNodes: 0, gridNodes: 0 };
  result.timestamps.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)));
  for (let frame = 1; window.scrollY < end; frame += 1) {
    const before = window.scrollY;
    window.scrollBy(0, stepPx);
    const at = await Promise.race([
      new Promise<number>((resolve) => requestAnimationFrame(resolve)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    // A renderer that stops producing frames (seen once on a loaded machine) fails the run.
    if (at === null) throw new Error(`no frame for 5 s at scrollY ${window.scrollY}`);
    result.timestamps.push(at);
    if (frame % 10 === 0) {
      const nodes = document.querySelectorAll('*').length;
      if (nodes > result.domNodes) {
        result.domNodes = nodes;
        result.gridNodes = grid.querySelectorAll('*').length;
      }
    }
    if (window.scrollY === before) break;
  }
  return result;
}

/** One measurement on one app (the sign-in cookie is already set). */
export async function measureDomSize(
  context: BrowserContext,
  baseURL: string,
): Promise<DomFigures> {
  const page = await context.newPage();
  const url = `${baseURL}/meta/search`;
  try {
    await page.setViewportSize(DOM_VIEWPORT);
    const loaded = await watchLoadedAds(page);
    await page.goto(url);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    await loadResults(page, loaded, url);
    // Lets the grid render the last page (and a page requested meanwhile arrive: counted below).
    await page.waitForTimeout(1_000);
    const loadedAds = loaded.ids.size;
    const atTop = await page.evaluate(() => ({
      domNodes: document.querySelectorAll('*').length,
      gridNodes: document.querySelector('.ad-grid')?.querySelectorAll('*').length ?? 0,
    }));
    await page.bringToFront();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scroll = await page.evaluate(scrollThroughGrid, SCROLL_STEP_PX);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const frames = frameFigures(scroll.timestamps);
    const largest = scroll.domNodes > atTop.domNodes ? scroll : atTop;
    return {
      loadedAds,
      domNodes: largest.domNodes,
      gridNodes: largest.gridNodes,
      scrollMeanFrame: frames.meanFrame,
      scrollP95Frame: frames.p95Frame,
      scrollLongestFrame: frames.longestFrame,
    };
  } finally {
    await page.close();
  }
}
