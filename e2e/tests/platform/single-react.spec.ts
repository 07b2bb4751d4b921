import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

/**
 * Every react-dom copy registers its renderer with the DevTools hook when it loads. Installing a
 * recording hook before any script runs counts the renderers in the page.
 */
async function installRendererCounter(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
    Object.defineProperty(window, '__adlensRendererCount', { get: () => renderers.length });
  });
}

/** Versions of `react` registered in the federation share scope, across all instances. */
async function sharedReactVersions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const versions = new Set<string>();
    const scopes = federation?.__SHARE__ as
      Record<string, Record<string, Record<string, Record<string, unknown>>>> | undefined;
    for (const instance of Object.values(scopes ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const version of Object.keys(scope.react ?? {})) versions.add(version);
      }
    }
    return [...versions];
  });
}

test('exactly one React instance serves the host and every remote', async ({ page, signInAs }) => {
  await installRendererCounter(page);
  await signInAs('demo');
  // Visit a page of each remote in one page session, so all four share scopes meet.
  await page.goto('/meta/search');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meta Ad Library ad search' }),
  ).toBeVisible();
  for (const [link, heading] of [
    ['/meta/analytics', 'Meta Ad Library analytics'],
    ['/dashboard/subscription', 'Subscription'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  const rendererCount = await page.evaluate(
    () => (window as unknown as { __adlensRendererCount: number }).__adlensRendererCount,
  );
  expect(rendererCount).toBe(1);
  expect(await sharedReactVersions(page)).toHaveLength(1);
});
