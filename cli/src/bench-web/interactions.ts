// INP-style figures: from an input to the next paint (the Event Timing duration of the
// interaction), with the CPU slowed down 4x through DevTools, on the signed-in search page.
import type { BrowserContext, Page } from '@playwright/test';

const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    __benchInteractions?: { id: number; start: number; duration: number }[];
  }
}

/** Records every interaction's duration from the first script on (Event Timing's threshold is 16 ms). */
function recordInteractions() {
  // Runs in the page (serialised by Playwright): everything it needs is inside.
  const options: PerformanceObserverInit & { durationThreshold: number } = {
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  };
  window.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Event Timing's interactionId is newer than TypeScript's DOM library.
      const timing: PerformanceEntry & { interactionId?: number } = entry;
      if (!timing.interactionId) continue;
      window.__benchInteractions?.push({
        id: timing.interactionId,
        start: timing.startTime,
        duration: timing.duration,
      });
    }
  }).observe(options);
}

/** The longest interaction that started after `since`; 16 ms when none reached the threshold. */
async function interactionSince(page: Page, since: number): Promise<number> {
  // The entry is reported after the paint it measures.
  await page.waitForTimeout(1_000);
  const durations = await page.evaluate(
    (after) =>
      (window.__benchInteractions ?? [])
        .filter((entry) => entry.start >= after)
        .map((entry) => entry.duration),
    since,
  );
  return Math.max(16, ...durations);
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

async function openSearch(context: BrowserContext, baseURL: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await page.goto(`${baseURL}/meta/search`);
  await page.getByRole('article').first().waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

export interface InteractionFigures {
  filterChange: number;
  routeChange: number;
}

/** One measurement of each interaction on one app (the cookie is already set). */
export async function measureInteractions(
  context: BrowserContext,
  baseURL: string,
): Promise<InteractionFigures> {
  const page = await openSearch(context, baseURL);
  try {
    await page.getByRole('button', { name: 'Call to action' }).click();
    const option = page.getByRole('checkbox', { name: 'Shop Now' });
    await option.waitFor();
    let since = await now(page);
    await option.click();
    const filterChange = await interactionSince(page, since);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });

    since = await now(page);
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    const routeChange = await interactionSince(page, since);
    return { filterChange, routeChange };
  } finally {
    await page.close();
  }
}
