import { authTokenDataSchema, successBodySchema } from '@adlens/shared-contracts';
import { type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';

interface WorkerFixtures {
  /** One demo sign-in per worker, shared by its tests (its logout is never sent, see below). */
  sharedToken: string;
}

interface TestFixtures {
  /** Puts the shared demo token in the page's cookies. */
  useSharedSession: () => Promise<void>;
}

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
