import { expect, test } from '../../fixtures/test';

// Production CSS comes in files that download beside their chunks (issue 27, decision 0029), not
// from style-loader code inside the JavaScript: the host's, the kit's and the remote page's rules
// must all still apply once the page is rendered.

test("the sign-in page is styled by the host's, the kit's and remote-auth's stylesheet files", async ({
  page,
}) => {
  await page.goto('/authentication/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to Adlens' })).toBeVisible();
  // The painted page carries these rules inline (decision 0041): look once the live page is in.
  await expect(page.locator('#adl-prerender')).toHaveCount(0);
  // host.css sets the body's margin to 0 (the browser's default is 8px).
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  // remote-auth's page CSS: the card is at most 440 px wide.
  await expect(page.locator('.auth-card').first()).toHaveCSS('max-width', '440px');
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(stylesheets.some((href) => href.startsWith('/remotes/remote-auth/'))).toBe(true);
  expect(stylesheets.some((href) => !href.startsWith('/remotes/'))).toBe(true);
});
