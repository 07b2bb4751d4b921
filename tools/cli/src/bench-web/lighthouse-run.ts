// One Lighthouse run (mobile profile, its simulated throttling, cold cache) on the bench browser.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { figuresOf, type LighthouseResult, type RunFigures, scriptsOf } from './figures';

const gzipSizes = new Map<string, number>();

/** Gzip-equivalent size of every script of the run, fetched once per URL (hashed names never change). */
async function measureScripts(lhr: LighthouseResult): Promise<void> {
  for (const url of scriptsOf(lhr).all) {
    if (gzipSizes.has(url) || !url.startsWith('http')) continue;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    gzipSizes.set(url, gzipSync(body).length);
  }
}

export async function lighthouseRun(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
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
  return figuresOf(lhr, (script) => gzipSizes.get(script) ?? 0);
}
