// `pnpm screenshots`: a review tour of the whole app. Starts the production-like server over a fresh
// seeded database, signs in with the demo account, and writes a PNG of every route of spec section 2 at
// desktop and phone width into `.screenshots/` with an index page. A review aid, not a test.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adDetailDataSchema,
  adSearchDataSchema,
  authTokenDataSchema,
  successBodySchema,
} from '@adlens/shared-contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@adlens/tools/chromium';
import { type Browser, chromium, type Page } from '@playwright/test';
import { z } from 'zod';
import { HOST_DIST, RELEASES_DIR, ROOT } from './workspace.mjs';
import { freePort } from './free-port';

const OUT_DIR = path.join(ROOT, '.screenshots');
const PASSWORD = 'adlens-demo';
const DEMO_ACCOUNT = 'demo@adlens.test';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Access = 'signed-in' | 'signed-out';
interface Shot {
  route: string;
  title: string;
  access: Access;
}

interface SeedIds {
  adId: number;
  ownerId: number;
  campaignId: number | null;
  domain: string;
  shareToken: string | null;
}

function requireBuild() {
  const missing = [HOST_DIST, RELEASES_DIR].filter((dir) => !existsSync(dir));
  if (missing.length === 0) return;
  console.error(
    `The production build is missing (${missing.join(', ')}). Run \`pnpm build\` first, then \`pnpm screenshots\`.`,
  );
  process.exit(1);
}

/** Calls the API with the demo token; callers validate the answer with the contract's schema. */
async function callApi(
  baseURL: string,
  token: string | null,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseURL}/api${apiPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}`);
  return response.json();
}

async function signIn(baseURL: string): Promise<string> {
  const body = { email: DEMO_ACCOUNT, password: PASSWORD };
  const answer = await callApi(baseURL, null, 'POST', '/v1/auth/login', body);
  return successBodySchema(authTokenDataSchema).parse(answer).data.token;
}

/** Real ids from the seed. The ad shown on its page is not opened here, so the page shows the cost step. */
async function findSeedIds(baseURL: string, token: string): Promise<SeedIds> {
  const searchBody = { page: 1, per_page: 20 };
  const searchAnswer = await callApi(baseURL, token, 'POST', '/v1/meta/ads/search', searchBody);
  const [shown] = successBodySchema(adSearchDataSchema).parse(searchAnswer).data.items;
  if (!shown) throw new Error('The seeded database has no meta ads.');
  // Campaigns exist on native and display only (ads grouped by landing page).
  const nativeAnswer = await callApi(baseURL, token, 'POST', '/v1/native/ads/search', searchBody);
  const nativeAds = successBodySchema(adSearchDataSchema).parse(nativeAnswer).data.items;
  let campaignId: number | null = null;
  for (const ad of nativeAds.slice(0, 8)) {
    const answer = await callApi(baseURL, token, 'GET', `/v1/native/ads/${ad.id}`);
    const detail = successBodySchema(adDetailDataSchema).parse(answer).data;
    if (detail.ad.campaign_id !== null) {
      campaignId = detail.ad.campaign_id;
      break;
    }
  }
  // Only an ad whose detail the user paid for can be shared (decision 0024).
  await callApi(baseURL, token, 'GET', `/v1/meta/ads/${shown.id}`);
  const shareBody = { platform: 'meta', ad_id: shown.id };
  const shareAnswer = await callApi(baseURL, token, 'POST', '/v1/platform/shared/ads', shareBody)
    .then((answer) => successBodySchema(z.object({ token: z.string() })).parse(answer).data)
    .catch(() => null);
  return {
    adId: shown.id,
    ownerId: shown.owner.id,
    campaignId,
    domain: shown.domain,
    shareToken: shareAnswer?.token ?? null,
  };
}

function tour(ids: SeedIds): Shot[] {
  const out = (route: string, title: string): Shot => ({ route, title, access: 'signed-out' });
  const app = (route: string, title: string): Shot => ({ route, title, access: 'signed-in' });
  return [
    out('/authentication/signin', 'Sign in'),
    out('/authentication/signup', 'Sign up'),
    out('/authentication/signup/confirm-email', 'Confirm e-mail'),
    out('/authentication/reset-password', 'Reset password'),
    out('/authentication/reset-password/new-password/sample-token', 'New password'),
    out('/authentication/reset-password/verify-code', 'Verify code'),
    out('/oauth', 'OAuth return'),
    app('/meta/search', 'Search'),
    app(`/meta/ads/${ids.adId}`, 'Ad detail'),
    app('/meta/analytics', 'Analytics'),
    app(`/meta/analytics/${encodeURIComponent(ids.domain)}`, 'Domain analytics'),
    app('/bookmarks', 'Bookmarks'),
    app('/meta/bookmarks', 'Bookmarks of a platform'),
    ...(ids.campaignId === null ? [] : [app(`/native/campaign/${ids.campaignId}`, 'Campaign')]),
    app('/dashboard/subscription', 'Dashboard: subscription'),
    app('/dashboard/profile', 'Dashboard: profile'),
    app('/dashboard/team', 'Dashboard: team'),
    app('/downloads', 'Downloads'),
    app(`/meta/owner/${ids.ownerId}`, 'Ad owner'),
    app('/plans/select', 'Choose a plan'),
    app('/referral', 'Referral'),
    app('/ads-blocker', 'Ad blocker'),
    app('/500', 'Server error'),
    app('/no-such-page', 'Not found'),
    app('/maintenance', 'Maintenance'),
    app('/payment-failed/sample-payment', 'Payment failed'),
    app('/payment-thank-you/sample-payment', 'Payment thank you'),
    app('/request-limit', 'Request limit'),
    app('/you-are-blocked', 'You are blocked'),
    ...(ids.shareToken === null ? [] : [out(`/share/meta/ads/${ids.shareToken}`, 'Shared ad')]),
  ];
}

/** Waits until the page has settled: no requests in flight and no loading region left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Images decode after network idle.
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
}

interface Result extends Shot {
  widthName: string;
  width: number;
  file: string;
  finalPath: string;
}

async function capture(
  browser: Browser,
  baseURL: string,
  token: string,
  shots: Shot[],
): Promise<Result[]> {
  const results: Result[] = [];
  for (const size of WIDTHS) {
    for (const access of ['signed-out', 'signed-in'] as const) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
      });
      if (access === 'signed-in') {
        await context.addCookies([
          { name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' },
        ]);
      }
      const page = await context.newPage();
      for (const shot of shots.filter((s) => s.access === access)) {
        const slug = shot.route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'root';
        const file = `${slug}--${size.name}.png`;
        try {
          await page.goto(shot.route, { waitUntil: 'domcontentloaded' });
          await settle(page);
          await page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true });
          const url = new URL(page.url());
          results.push({
            ...shot,
            widthName: size.name,
            width: size.width,
            file,
            finalPath: url.pathname + url.search,
          });
          console.log(`${size.width}px ${shot.route}`);
        } catch (error) {
          console.error(`${size.width}px ${shot.route} failed: ${String(error)}`);
        }
      }
      await context.close();
    }
  }
  return results;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function indexPage(results: Result[], shots: Shot[]): string {
  const sections = shots.map((shot) => {
    const figures = results
      .filter((r) => r.route === shot.route)
      .map((r) => {
        const moved =
          r.finalPath !== shot.route ? ` (ended on <code>${escapeHtml(r.finalPath)}</code>)` : '';
        return `<figure><a href="${r.file}"><img src="${r.file}" alt="${escapeHtml(
          `${shot.title} at ${r.width} px`,
        )}" loading="lazy"></a><figcaption>${r.width} px${moved}</figcaption></figure>`;
      })
      .join('');
    return `<section><h2>${escapeHtml(shot.title)} <code>${escapeHtml(shot.route)}</code> <small>${
      shot.access
    }</small></h2><div class="row">${figures}</div></section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Adlens screenshot tour</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;background:#f6f6f4;color:#1a1a1a}
section{margin:0 0 32px;padding:16px;background:#fff;border:1px solid #ddd;border-radius:8px}
h2{font-size:18px;margin:0 0 12px}small{color:#555;font-weight:normal}
.row{display:flex;gap:16px;align-items:flex-start}
figure{margin:0}figcaption{font-size:13px;color:#444;margin-top:4px}
img{display:block;border:1px solid #ccc;max-height:720px}
figure:first-child img{width:640px}figure:nth-child(2) img{width:195px}
</style></head><body>
<h1>Adlens screenshot tour</h1>
<p>Every route of spec section 2 at 1280 px and 390 px, taken ${new Date().toISOString()}. Below 950 px,
signed-in pages outside the mobile list are sent to search (spec); the caption says where a page ended.</p>
${sections.join('\n')}
</body></html>
`;
}

async function main() {
  requireBuild();
  const port = Number(process.env.SCREENSHOTS_PORT ?? (await freePort()));
  const baseURL = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adlens-screenshots-'));
  process.env.DEV_API_DATA_DIR = dataDir;
  // The server reads the data folder from the environment, so import it after setting it.
  const { startServer } = await import('./serve');
  const server = await startServer({
    port,
    environment: process.env.ADLENS_ENV ?? 'production',
    resetDatabase: true,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const token = await signIn(baseURL);
    const ids = await findSeedIds(baseURL, token);
    const shots = tour(ids);
    await rm(OUT_DIR, { recursive: true, force: true });
    await mkdir(OUT_DIR, { recursive: true });
    const results = await capture(browser, baseURL, token, shots);
    await writeFile(path.join(OUT_DIR, 'index.html'), indexPage(results, shots));
    console.log(
      `${results.length} screenshots in ${path.relative(process.cwd(), OUT_DIR) || OUT_DIR}/index.html`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
