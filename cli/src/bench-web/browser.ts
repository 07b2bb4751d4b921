// One headless Chromium for the whole bench, with a DevTools port that Lighthouse drives and
// Playwright uses to set the sign-in cookie and to run the interactions.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@adlens/tools/chromium';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';

export interface BenchBrowser {
  port: number;
  /** Replaces the sign-in cookie (null: signed out) for every localhost app. */
  signIn: (baseURL: string, token: string | null) => Promise<void>;
  context: () => BrowserContext;
  close: () => Promise<void>;
}

async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

export async function launchBrowser(port: number): Promise<BenchBrowser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'adlens-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--no-default-browser-check',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDevTools(port);
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = () => {
    const [first] = browser.contexts();
    if (!first) throw new Error('Chromium has no default context');
    return first;
  };
  return {
    port,
    async signIn(baseURL, token) {
      await context().clearCookies({ name: 'auth_token' });
      if (token) {
        await context().addCookies([
          { name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' },
        ]);
      }
    },
    context,
    async close() {
      await browser.close().catch(() => undefined);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}
