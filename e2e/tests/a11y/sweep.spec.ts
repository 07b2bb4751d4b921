import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../platform/shared-session';
import { ROUTES, type RouteData, loadRouteData } from './routes';

/**
 * Every route of spec section 2, in each layout, signed in and anonymous, at desktop width and
 * below 950 px: no serious or critical WCAG 2.2 AA finding (axe), no CSP violation, no uncaught
 * page error. Each route loads as a new document in the worker's warm page (decision 0063).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, narrow: { width: 800, height: 900 } };

let data: RouteData | null = null;
const watched = new WeakSet<Page>();

/** Collects each document's CSP violations where the test can read them, from its first script on. */
async function watchCsp(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __adlensCspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/**
 * The host's plain pages (404, 500, maintenance, ...) are one layout, `PlainPage`, with other
 * words: below 950 px, the first of them for each access stands for all (47 worker-seconds of a
 * two-core run, decision 0076). Every one of them is still swept at desktop width.
 */
const narrowPlainSwept = new Set<string>();
function sweptNarrow(route: (typeof ROUTES)[number]): boolean {
  if (!route.mobile) return false;
  if (route.layout !== 'plain' || route.page !== null) return true;
  if (narrowPlainSwept.has(route.access)) return false;
  narrowPlainSwept.add(route.access);
  return true;
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const route of ROUTES) {
    if (viewport === 'narrow' && !sweptNarrow(route)) continue;
    const shownPath = route.path({
      adId: 0,
      ownerId: 0,
      domain: '{domain}',
      shareToken: '{token}',
    });
    const label = `${viewport} ${route.access} ${route.layout}: ${shownPath} (${route.page ?? 'host'})`;
    test(label, async ({ request, sharedToken, warmSignedInPage, warmAnonymousPage }) => {
      data ??= await loadRouteData(request, sharedToken);
      const path = route.path(data);
      const page = route.access === 'signed-in' ? warmSignedInPage : warmAnonymousPage;
      await watchCsp(page);
      await page.setViewportSize(size);

      const pageErrors: string[] = [];
      const onPageError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onPageError);
      try {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Route-level loading done: no spinner or skeleton announced as busy.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        const findings = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
        expect(findings, `axe findings on ${path}`).toEqual([]);

        const csp = await page.evaluate(
          () => (window as { __adlensCspViolations?: string[] }).__adlensCspViolations ?? [],
        );
        expect(csp, `CSP violations on ${path}`).toEqual([]);
        expect(pageErrors, `uncaught errors on ${path}`).toEqual([]);
      } finally {
        page.off('pageerror', onPageError);
      }
    });
  }
}
