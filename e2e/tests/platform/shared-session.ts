import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';

interface WorkerFixtures {
  /** One demo sign-in per worker, shared by its tests (its logout is never sent, see below). */
  sharedToken: string;
  /**
   * A page kept across the worker's tests, signed in with the shared token, for tests that only
   * load a route and read it: each `goto` is still a new document, but from a warm HTTP cache, as a
   * returning user's. A fresh context per such test spent half its time fetching and compiling the
   * same bundles again: 7.3 s against 3.8 s per route load, interleaved (decision 0063).
   */
  workerSignedInPage: Page;
  /** The same for anonymous visitors: a page whose context never signs in. */
  workerAnonymousPage: Page;
}

interface TestFixtures {
  /** Puts the shared demo token in the page's cookies. */
  useSharedSession: () => Promise<void>;
  /** The worker's signed-in page, at the default viewport whatever the previous test set. */
  warmSignedInPage: Page;
  /** The worker's anonymous page, at the default viewport whatever the previous test set. */
  warmAnonymousPage: Page;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sharedToken: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/v1/auth/login', {
        data: { email: ACCOUNTS.demo, password: DEMO_PASSWORD },
      });
      expect(response.ok()).toBe(true);
      const body = successBodySchema(authTokenDataSchema).parse(await response.json());
      await request.dispose();
      await use(body.data.token);
    },
    { scope: 'worker' },
  ],
  workerSignedInPage: [
    async ({ browser, sharedToken }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? '';
      const context = await browser.newContext({ baseURL });
      await signInWithToken(context, baseURL, sharedToken);
      const page = await context.newPage();
      await keepTokenOnLogout(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  workerAnonymousPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmSignedInPage: async ({ workerSignedInPage }, use) => {
    await workerSignedInPage.setViewportSize(DEFAULT_VIEWPORT);
    await use(workerSignedInPage);
  },
  warmAnonymousPage: async ({ workerAnonymousPage }, use) => {
    await workerAnonymousPage.setViewportSize(DEFAULT_VIEWPORT);
    await use(workerAnonymousPage);
  },
  useSharedSession: async ({ context, page, sharedToken, baseURL }, use) => {
    await use(async () => {
      await signInWithToken(context, baseURL ?? '', sharedToken);
      await keepTokenOnLogout(page);
    });
  },
});

export async function signInWithToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

/**
 * The app's logout still runs (cookie cleared, sign-in page shown); only the API call that would
 * revoke the worker's shared token is answered here.
 */
export async function keepTokenOnLogout(page: Page) {
  await page.route('**/api/v1/auth/logout', (route) =>
    route.fulfill({ json: { status: 'ok', data: {} } }),
  );
}

export { expect };
