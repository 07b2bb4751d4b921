// One Lighthouse run (mobile profile, its simulated throttling, cold cache) on the bench browser.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import {
  figuresOf,
  type LighthouseResult,
  lcpElementOf,
  networkRequests,
  requestsFromPage,
  type RunFigures,
  scriptsOf,
} from './figures';
import { type LibraryCopy, libraryCopies } from './library-copies';

const gzipSizes = new Map<string, number>();
const mapSources = new Map<string, string[]>();

/** The source paths of a script's source map (none when it has no map, e.g. the app script). */
async function sourcesOf(url: string): Promise<string[]> {
  const response = await fetch(`${url}.map`);
  if (!response.ok) return [];
  const map: unknown = await response.json().catch(() => null);
  if (typeof map !== 'object' || map === null || !('sources' in map)) return [];
  return Array.isArray(map.sources) ? map.sources.filter((s) => typeof s === 'string') : [];
}

/** Gzip-equivalent size of every script of the run, fetched once per URL (hashed names never change). */
async function measureScripts(lhr: LighthouseResult): Promise<void> {
  for (const url of scriptsOf(lhr).all) {
    if (gzipSizes.has(url) || !url.startsWith('http')) continue;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    gzipSizes.set(url, gzipSync(body).length);
    mapSources.set(url, await sourcesOf(url));
  }
}

export interface LighthouseFigures extends RunFigures {
  /** Libraries this load took from more than one container (should be none). */
  libraryCopies: LibraryCopy[];
  /** The element Lighthouse named as the LCP. */
  lcpElement: string;
}

/** The emulated screen, in CSS pixels, when the mobile profile's 412 x 823 is not the one wanted. */
export interface BenchScreen {
  width: number;
  height: number;
}

export async function lighthouseRun(
  url: string,
  port: number,
  screen?: BenchScreen,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The mobile profile's throttling stays; only the screen changes.
    ...(screen
      ? {
          screenEmulation: {
            mobile: true,
            width: screen.width,
            height: screen.height,
            deviceScaleFactor: 1,
            disabled: false,
          },
        }
      : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  const lhr: LighthouseResult = result.lhr;
  // For a closer look at one run: BENCH_WEB_LHR_DIR=/tmp/lhr keeps every Lighthouse report.
  const keep = process.env.BENCH_WEB_LHR_DIR;
  if (keep) {
    await mkdir(keep, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    await writeFile(path.join(keep, name), JSON.stringify(result.lhr));
  }
  await measureScripts(lhr);
  const scripts = scriptsOf(lhr).all.map((script) => ({
    url: script,
    sources: mapSources.get(script) ?? [],
  }));
  const documentUrl = networkRequests(lhr).find((request) => request.resourceType === 'Document');
  const fromPage = requestsFromPage(result.artifacts.DevtoolsLog, documentUrl?.url ?? url);
  return {
    ...figuresOf(lhr, (script) => gzipSizes.get(script) ?? 0, fromPage),
    libraryCopies: libraryCopies(scripts),
    lcpElement: lcpElementOf(lhr),
  };
}
