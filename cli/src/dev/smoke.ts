// `pnpm test:dev-smoke`: proves the README's first command. Starts the dev composition as
// `npm start` does (on free ports, with a throwaway database), then walks sign-in -> search -> ad
// -> analytics -> dashboard in Chromium, failing on any webpack error or warning (build output,
// overlay, console), any page error or a remote's fallback. It does not repeat the e2e suites.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@adlens/tools/chromium';
import { type Page, expect as playwrightExpect, chromium } from '@playwright/test';
import { ROOT } from '../workspace.mjs';
import { buildProblems } from './build-output';
import { type DevComposition, startDevComposition } from './composition';

const START_TIMEOUT_MS = 180_000;
const STEP_TIMEOUT_MS = 30_000;
// `configure` returns a new expect and leaves the imported one at its 5 s: a loaded CI machine took
// longer than that to land on the search page after sign-in, so every assertion here uses this one.
const expect = playwrightExpect.configure({ timeout: STEP_TIMEOUT_MS });

/** Problems the page itself shows or logs: webpack's overlay, its console messages, page errors. */
function watchPage(page: Page, problems: string[]) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      /^\[(webpack-dev-server|HMR)\].*(error|warning)/i.test(text)
    ) {
      problems.push(`console ${message.type()}: ${text} (${message.location().url})`);
    }
  });
}

async function checkPage(page: Page, step: string, problems: string[]) {
  if ((await page.locator('#webpack-dev-server-client-overlay').count()) > 0) {
    problems.push(`${step}: webpack's error overlay covers the page`);
  }
  const fallbacks = await page.locator('.remote-fallback').allTextContents();
  for (const text of fallbacks) problems.push(`${step}: a remote fell back: ${text}`);
  if (problems.length > 0) throw new Error(`${step}:\n  ${problems.join('\n  ')}`);
  console.log(`dev smoke: ${step} ok`);
}

async function walk(composition: DevComposition) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ baseURL: composition.origin });
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const problems: string[] = [];
    watchPage(page, problems);

    await page.goto('/authentication/signin?redirect=%2Fmeta%2Fsearch');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@adlens.test');
    await page.getByLabel('Password', { exact: true }).fill('adlens-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/meta\/search$/);
    await checkPage(page, 'sign-in', problems);

    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const title = (await first.getAttribute('aria-label')) ?? '';
    const keyword = (title.toLowerCase().match(/[a-z]{4,}/g) ?? ['shop'])[0] ?? 'shop';
    await page.getByRole('combobox', { name: 'Keyword' }).pressSequentially(keyword, { delay: 20 });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`));
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkPage(page, 'search', problems);

    const card = page.getByRole('article').first();
    const adTitle = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('heading').getByRole('link').click();
    const confirm = page.getByRole('button', { name: /^Open for \d+ credits?$/ });
    const opened = page.getByRole('region', { name: 'Full detail', exact: true });
    await expect(confirm.or(opened)).toBeVisible();
    if (await confirm.isVisible()) await confirm.click();
    await expect(opened).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: adTitle })).toBeVisible();
    await checkPage(page, 'ad', problems);

    await page.goto('/meta/analytics');
    await expect(page.getByRole('heading', { level: 1, name: /analytics$/ })).toBeVisible();
    await checkPage(page, 'analytics', problems);

    await page.goto('/dashboard/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await checkPage(page, 'dashboard', problems);
  } finally {
    await browser.close();
  }
}

async function main() {
  const started = Date.now();
  const composition = await startDevComposition(ROOT, { DEV_API_SEED_SIZE: 'small' });
  // An interrupted run (Ctrl-C, a CI timeout) still stops every process it started.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void composition.stop().finally(() => process.exit(130));
    });
  }
  try {
    await composition.signInServed(START_TIMEOUT_MS);
    await composition.compiled(START_TIMEOUT_MS);
    const atStart = buildProblems(composition.output());
    if (atStart.length > 0) throw new Error(`the dev build reports:\n  ${atStart.join('\n  ')}`);
    await walk(composition);
    // Lazy pages compile on demand in dev: their output counts too.
    const atEnd = buildProblems(composition.output());
    if (atEnd.length > 0) throw new Error(`the dev build reports:\n  ${atEnd.join('\n  ')}`);
    console.log(`dev smoke: passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    console.error(`dev smoke FAILED: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`--- dev composition output (last 60 lines) ---`);
    console.error(composition.output().split('\n').slice(-60).join('\n'));
    process.exitCode = 1;
  } finally {
    await composition.stop();
  }
}

await main();
