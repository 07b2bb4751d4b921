import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../platform/shared-session';
import { ROUTES, type RouteData, loadRouteData } from './routes';

/**
 * Every route of spec section 2, in each layout, signed in and anonymous, at desktop width and
 * below 950 px: no serious or critical WCAG 2.2 AA finding (axe), no CSP violation, no uncaught
 * page error.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, narrow: { width: 800, height: 900 } };

/**
 * TEMPORARY: findings inside remote pages that other teams own, recorded here until they are
 * fixed; the integrator empties this list. Key: `<viewport> <path pattern>`, value: axe rule ids.
 */
const KNOWN_REMOTE_FINDINGS: Record<string, string[]> = {
  // remote-search BookmarksPage: owner links in the bookmark cards are under 24 x 24 px (WCAG 2.5.8).
  'desktop /(meta/)?bookmarks': ['target-size'],
};

function allowed(viewport: string, path: string, rule: string): boolean {
  return Object.entries(KNOWN_REMOTE_FINDINGS).some(([key, rules]) => {
    const [keyViewport, pattern = ''] = key.split(' ');
    return (
      keyViewport === viewport && new RegExp(`^${pattern}$`).test(path) && rules.includes(rule)
    );
  });
}

let data: RouteData | null = null;

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const route of ROUTES) {
    if (viewport === 'narrow' && !route.mobile) continue;
    const shownPath = route.path({
      adId: 0,
      ownerId: 0,
      domain: '{domain}',
      shareToken: '{token}',
    });
    const label = `${viewport} ${route.access} ${route.layout}: ${shownPath} (${route.page ?? 'host'})`;
    test(label, async ({ page, request, sharedToken, useSharedSession }) => {
      data ??= await loadRouteData(request, sharedToken);
      const path = route.path(data);
      await page.setViewportSize(size);
      if (route.access === 'signed-in') await useSharedSession();

      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { __adlensCspViolations: violations });
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Route-level loading done: no spinner or skeleton announced as busy.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const findings = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .filter((violation) => !allowed(viewport, path, violation.id))
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
    });
  }
}
