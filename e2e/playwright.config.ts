import { statfsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@adlens/tools/chromium';
import { SEED_CACHE_ENV } from '@adlens/tools/seed-cache';
import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2eIngestionDataDir } from './fixtures/data-dir';
import { mailCatcher } from './fixtures/mail-catcher';

// One production-like server per run (host build, release folders, pin file and /api on one
// origin) over a fresh seeded database in a new temporary folder.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const dataDir = e2eDataDir(port);
// A second server runs the same build as staging (ADLENS_ENV=staging) for `*.staging.spec.ts`:
// behaviour that differs outside production, such as candidate-release overrides (decision 0014).
// Not port + 1: parallel runs on one machine take neighbouring ports (E2E_PORT=4381, 4382, ...).
const stagingPort = Number(process.env.E2E_STAGING_PORT ?? port + 100);
const stagingURL = `http://localhost:${stagingPort}`;

// The specs that run `pnpm ingest` get a production server of their own: an ingestion run adds,
// stops and moves ads that other specs count, and over its own database the ingestion project runs
// beside the others instead of after them, when one of the two workers would idle (decision 0076).
const ingestionPort = Number(process.env.E2E_INGESTION_PORT ?? port + 800);
const ingestionURL = `http://localhost:${ingestionPort}`;

// The OAuth provider stand-in (decision 0022): a server of its own, as a real provider would be.
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? port + 200);
const oauthURL = `http://localhost:${oauthPort}`;

// The payment gateway stand-in (decision 0047): its own server; Pay and Cancel post a callback
// signed with the secret both servers are given, then send the browser back to the app.
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? port + 700);
const paymentURL = `http://localhost:${paymentPort}`;
const paymentSecret = 'e2e-payment-standin-secret-for-tests-only';

// `E2E_PINS=<file>` runs the suites against that pin set (the pin matrix): the production server
// serves it in place of environments/production.json.
const pins = process.env.E2E_PINS ? path.resolve(__dirname, '..', process.env.E2E_PINS) : undefined;

// Both servers mail their codes to one catcher; the tests read them from its REST API.
const mail = mailCatcher(port);

/** One server of the suite, as tools/test-servers/start-servers.mjs starts it. */
interface TestServer {
  name: string;
  command: string;
  url: string;
  env: Record<string, string>;
  quiet?: boolean;
  after?: string;
}

function server(
  name: string,
  serverPort: number,
  url: string,
  environment: string,
  folder: string,
  {
    pinFile,
    seedSize = 'full',
    ingestRequests = false,
  }: { pinFile?: string; seedSize?: 'full' | 'small'; ingestRequests?: boolean } = {},
): TestServer {
  return {
    name,
    command: 'pnpm --filter @adlens/cli run serve',
    url: `${url}/environment.json`,
    env: {
      // Test mode: the stand-ins below are refused by a production server (decision 0049).
      NODE_ENV: 'test',
      PORT: String(serverPort),
      ADLENS_ENV: environment,
      DEV_API_DATA_DIR: folder,
      DEV_API_RESET: '1',
      DEV_API_SEED_SIZE: seedSize,
      ...SEED_CACHE_ENV,
      SMTP_URL: mail.smtpUrl,
      OAUTH_STANDIN_URL: oauthURL,
      PAYMENT_GATEWAY_URL: paymentURL,
      PAYMENT_GATEWAY_SECRET: paymentSecret,
      // The webhook spec's receiver listens on 127.0.0.1; its retry comes after 1 s, not 30 s.
      DEV_API_WEBHOOK_ALLOW_LOOPBACK: '1',
      DEV_API_WEBHOOK_RETRY_BASE_MS: '1000',
      // The ingestion specs run `pnpm ingest` against their server's database: a dev-only door
      // that `pnpm serve` opens only when asked (decision 0042).
      ...(ingestRequests ? { ADLENS_INGEST_REQUESTS: '1' } : {}),
      ...(pinFile ? { ADLENS_PIN_FILE: pinFile } : {}),
    },
  };
}

const servers: TestServer[] = [
  {
    name: 'mail',
    command: 'pnpm --filter @adlens/dev-api run dev:mail',
    url: `${mail.webUrl}/api/healthz`,
    env: { MAIL_SMTP_PORT: String(mail.smtpPort), MAIL_WEB_PORT: String(mail.webPort) },
    quiet: true,
  },
  server('production', port, baseURL, process.env.ADLENS_ENV ?? 'production', dataDir, {
    pinFile: pins,
  }),
  // The staging specs load the search page and read no seeded figures: the small seed (1,800
  // ads) is enough.
  server('staging', stagingPort, stagingURL, 'staging', `${dataDir}-staging`, {
    seedSize: 'small',
  }),
  // After the production server, whose full seed it then copies instead of seeding it alongside.
  {
    ...server('ingestion', ingestionPort, ingestionURL, 'production', e2eIngestionDataDir(port), {
      ingestRequests: true,
    }),
    after: 'production',
  },
  {
    name: 'oauth-standin',
    command: 'pnpm --filter @adlens/dev-api run oauth-standin',
    url: `${oauthURL}/health`,
    env: { OAUTH_STANDIN_PORT: String(oauthPort) },
  },
  {
    name: 'payment-standin',
    command: 'pnpm --filter @adlens/dev-api run payment-standin',
    url: `${paymentURL}/health`,
    env: { PAYMENT_STANDIN_PORT: String(paymentPort), PAYMENT_GATEWAY_SECRET: paymentSecret },
  },
];

/**
 * Playwright makes Chromium keep its shared memory in /tmp files, for containers whose /dev/shm
 * is 64 MB. Where /dev/shm is roomy that only costs: host and status specs ran in 142 s with
 * /dev/shm against 165 s without it, two workers on two cores (decision 0056).
 */
function roomyDevShm(): boolean {
  try {
    const stats = statfsSync('/dev/shm');
    return stats.bavail * stats.bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

/** Specs that run `pnpm ingest` against the suite's database (decision 0030). */
const INGESTING_SPECS = /tests\/following\/.*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers on the two-core CI machines (Playwright's default would be one, half the cores).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      ...(roomyDevShm() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
    },
  },
  projects: [
    { name: 'production', testIgnore: [/\.staging\.spec\.ts$/, INGESTING_SPECS] },
    { name: 'staging', testMatch: /\.staging\.spec\.ts$/, use: { baseURL: stagingURL } },
    { name: 'ingestion', testMatch: INGESTING_SPECS, use: { baseURL: ingestionURL } },
  ],
  // One entry starting every server side by side: Playwright starts its entries one at a time.
  webServer: {
    command: `node ${path.resolve(__dirname, '../tools/test-servers/start-servers.mjs')}`,
    wait: { stdout: /test servers: every server answers/ },
    // Past the script's own 240 s, so that its message naming the server that did not answer wins.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(servers) },
  },
});
