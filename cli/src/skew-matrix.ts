// `pnpm test:skew-matrix`: new remotes with the deployed host (decision 0053). In a temporary copy
// of the repository in its deployed state (the host build and releases of this checkout), real
// commits change a shared package and remote-search's search page uses the change; the remote
// alone is released and pinned in staging, and Chromium opens the page the deployed host serves:
//   (a) a kit function added (a compatible kit bump): the page works;
//   (b) a contract core schema added (a compatible contract bump): the page works;
//   (c) a breaking change to the contract's identity entry (major): the pin is refused naming both
//       versions, and a pin written past the gate is refused by the host at load with that message
//       as the fallback's reason, never shown broken.
// (d), an old remote with the new host, is `pnpm test:pin-matrix`.
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@adlens/tools/chromium';
import { type Browser, chromium, expect } from '@playwright/test';
import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { pinSetSchema } from '@adlens/shared-contracts/platform';
import { deployedCopy, removeCopy, run, startServer, stopServer, waitFor } from './deployed-copy';
import { packageVersionOf } from './json-files';
import {
  addContractSchema,
  addKitFunction,
  breakContractSingleton,
  useInSearchPage,
} from './skew/changes';

const port = Number(process.env.SKEW_MATRIX_PORT ?? 4560);
const origin = `http://127.0.0.1:${port}`;
const SEARCH_PAGE = '/meta/search';
const DEMO = { email: 'demo@adlens.test', password: 'adlens-demo' };

interface Outcome {
  label: string;
  passed: boolean;
  seconds: number;
  detail: string;
}

/** Releases remote-search from the copy's HEAD with a minor bump; returns its version. */
function releaseSearch(copy: string): string {
  run(copy, 'pnpm', ['release', 'remote-search', '--bump', 'minor']);
  return packageVersionOf(path.join(copy, 'remote-search'));
}

/** `pnpm pins pin staging remote-search@version` in the copy: the gate's output, and whether it pinned. */
function pin(copy: string, version: string): { pinned: boolean; output: string } {
  try {
    const output = execFileSync('pnpm', ['pins', 'pin', 'staging', `remote-search@${version}`], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ADLENS_ACTOR: 'skew-matrix' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { pinned: true, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { pinned: false, output: `${stdout}${stderr}` };
  }
}

/** The pin written past the gate, as a hand edit or a pin made before a host rollback would be. */
function pinPastTheGate(copy: string, version: string): void {
  const file = path.join(copy, 'environments', 'staging.json');
  const pinSet = pinSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const remotes = pinSet.remotes.map((current) =>
    current.name === 'remote_search'
      ? {
          name: current.name,
          version,
          entry: `/remotes/remote-search/${version}/mf-manifest.json`,
        }
      : current,
  );
  writeFileSync(file, `${JSON.stringify({ ...pinSet, remotes }, null, 2)}\n`);
}

async function servedVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${origin}/environment.json`);
    const pinSet = pinSetSchema.parse(await response.json());
    return pinSet.remotes.find((remote) => remote.name === 'remote_search')?.version ?? null;
  } catch {
    return null;
  }
}

async function signedInPage(browser: Browser) {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(DEMO),
  });
  const { token } = successBodySchema(authTokenDataSchema).parse(await response.json()).data;
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth_token', value: token, url: origin, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** The search page, served with `version` pinned, shows `marker` from the code it was built against. */
async function pageWorks(
  browser: Browser,
  version: string,
  probe: string,
  marker: string,
): Promise<string> {
  await waitFor(
    `remote-search@${version} served`,
    async () => ((await servedVersion()) === version ? true : null),
    30_000,
  );
  const { page, problems, close } = await signedInPage(browser);
  try {
    await page.goto(`${origin}${SEARCH_PAGE}`);
    await expect(page.locator(`[data-skew-probe="${probe}"]`)).toHaveText(marker, {
      timeout: 20_000,
    });
    await expect(page.locator('.remote-fallback')).toHaveCount(0);
    const broken = problems.filter((problem) => /is not a function|remote_search/.test(problem));
    if (broken.length > 0) throw new Error(broken.join('\n'));
    return `the page shows "${marker}"`;
  } finally {
    await close();
  }
}

/** The search page shows the fallback with the host's refusal, which the console logged too. */
async function refusedAtLoad(browser: Browser, version: string, refusal: RegExp): Promise<string> {
  await waitFor(
    `remote-search@${version} served`,
    async () => ((await servedVersion()) === version ? true : null),
    30_000,
  );
  const { page, problems, close } = await signedInPage(browser);
  try {
    await page.goto(`${origin}${SEARCH_PAGE}`);
    const reason = page.locator('.remote-fallback .remote-fallback-reason');
    await expect(reason).toHaveText(refusal, { timeout: 20_000 });
    await expect(page.locator('[data-skew-probe]')).toHaveCount(0);
    if (!problems.some((problem) => refusal.test(problem))) {
      throw new Error(`the refusal was not logged; console: ${problems.join(' | ')}`);
    }
    return `fallback says "${await reason.textContent()}"`;
  } finally {
    await close();
  }
}

async function timed(label: string, check: () => Promise<string>): Promise<Outcome> {
  const started = Date.now();
  try {
    const detail = await check();
    return { label, passed: true, seconds: (Date.now() - started) / 1000, detail };
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return { label, passed: false, seconds: (Date.now() - started) / 1000, detail };
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const nonce = Date.now().toString(36);
  const copy = deployedCopy('adlens-skew-');
  console.log(`temporary copy: ${copy}`);
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const outcomes: Outcome[] = [];
  try {
    server = await startServer(copy, port, 'staging');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    const ready = browser;

    outcomes.push(
      await timed('(a) kit function added, compatible kit bump', async () => {
        const marker = `kit probe ${nonce}`;
        const kit = addKitFunction(copy, marker);
        useInSearchPage(
          copy,
          'kit',
          "import { skewProbe } from '@adlens/shared-ui';",
          'skewProbe()',
        );
        const version = releaseSearch(copy);
        const { pinned, output } = pin(copy, version);
        if (!pinned) throw new Error(`pin refused: ${output.trim()}`);
        return `shared-ui ${kit}, remote-search@${version}: ${await pageWorks(ready, version, 'kit', marker)}`;
      }),
    );

    outcomes.push(
      await timed('(b) contract core schema added, compatible contract bump', async () => {
        const marker = `contract probe ${nonce}`;
        const contract = addContractSchema(copy, marker);
        useInSearchPage(
          copy,
          'contract',
          "import { skewProbeSchema } from '@adlens/shared-contracts';",
          `skewProbeSchema.parse({ probe: ${JSON.stringify(marker)} }).probe`,
        );
        const version = releaseSearch(copy);
        const { pinned, output } = pin(copy, version);
        if (!pinned) throw new Error(`pin refused: ${output.trim()}`);
        return `shared-contracts ${contract}, remote-search@${version}: ${await pageWorks(ready, version, 'contract', marker)}`;
      }),
    );

    outcomes.push(
      await timed('(c) breaking change to a singleton, contract major', async () => {
        const contract = breakContractSingleton(copy);
        const version = releaseSearch(copy);
        const refusal = new RegExp(
          `remote_search@${version.replace(/\./g, '\\.')} needs @adlens/shared-contracts/react \\^${contract.replace(/\./g, '\\.')} \\(one instance per page\\); the host provides \\d+\\.\\d+\\.\\d+: release the host with @adlens/shared-contracts >= ${contract.replace(/\./g, '\\.')} first`,
        );
        const { pinned, output } = pin(copy, version);
        if (pinned) throw new Error(`pinned although it needs shared-contracts ${contract}`);
        if (!refusal.test(output)) throw new Error(`the pin gate said: ${output.trim()}`);
        pinPastTheGate(copy, version);
        return `pin refused, then at load: ${await refusedAtLoad(ready, version, refusal)}`;
      }),
    );
  } finally {
    await browser?.close();
    stopServer(server);
    removeCopy(copy);
  }
  console.log('\nskew matrix (remote-search released alone, served with the deployed host):');
  for (const { label, passed, seconds, detail } of outcomes) {
    console.log(`  ${passed ? 'pass' : 'FAIL'}  ${label} (${seconds.toFixed(1)} s): ${detail}`);
  }
  console.log('  (d) old remotes with the new host: pnpm test:pin-matrix');
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return outcomes.length === 3 && outcomes.every((outcome) => outcome.passed) ? 0 : 1;
}

process.exitCode = await main();
