import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One production-like server per run (host build, release folders, pin file and /api on one
// origin) over a fresh seeded database in a new temporary folder.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const dataDir =
  process.env.E2E_DATA_DIR ??
  path.join(os.tmpdir(), `adlens-e2e-${process.env.E2E_RUN_ID ?? port}`);

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results/${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'pnpm --filter @adlens/tools run serve',
    url: `${baseURL}/environment.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      ADLENS_ENV: process.env.ADLENS_ENV ?? 'production',
      DEV_API_DATA_DIR: dataDir,
      DEV_API_RESET: '1',
    },
  },
});
