// The sign-in page painted from the server's HTML before its JavaScript runs (decision 0041).
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';
import { passwordField } from './auth-helpers';

const PAINTED = '#adl-prerender';

test("the first HTML response holds the sign-in page's own heading and fields, none of the query", async ({
  request,
}) => {
  const response = await request.get(
    `/authentication/signin?redirect=${encodeURIComponent('//evil.example/x')}&email=${encodeURIComponent('"><b>x</b>@evil.example')}`,
    { headers: { Accept: 'text/html' } },
  );
  const html = await response.text();

  expect(html).toContain('>Sign in to Adlens</h1>');
  expect(html).toMatch(/<input [^>]*name="email"/);
  expect(html).toMatch(/<input [^>]*name="password"/);
  expect(html).not.toContain('evil.example');
  // No inline script was added: the policy still allows only the page's own, by hash.
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
});

test('the painted page shows before the code runs, then the live page takes its place with the focus and signs in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // remote-auth's code waits until the painted page has been looked at and used.
  await page.route('**/remotes/remote-auth/**/*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/authentication/signin?email=demo%40adlens.test', {
    waitUntil: 'domcontentloaded',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Adlens' })).toBeVisible();
  await expect(page.locator(PAINTED)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  // Nothing can be typed or sent before the code runs; the focus is taken and kept.
  await expect(page.locator(`${PAINTED} input[name="email"]`)).not.toBeEditable();
  await page.locator(`${PAINTED} input[name="password"]`).focus();

  release();
  await expect(page.locator(PAINTED)).toHaveCount(0);
  await expect(passwordField(page)).toBeFocused();
  // The query applies once the page runs.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(ACCOUNTS.demo);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/dashboard/subscription');
  expect(errors.filter((text) => /hydrat|did not match|React error/i.test(text))).toEqual([]);
});

test('a signed-in visitor is not painted the sign-in page and goes on to the dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs();
  const response = await page.goto('/authentication/signin');

  expect(await response?.text()).not.toContain('Sign in to Adlens');
  await expect(page).toHaveURL('/dashboard/subscription');
});
