// The sign-in page painted from the server's HTML before its JavaScript runs (decision 0041).
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';
import { REMOTE_AUTH_SCRIPTS, holdScripts, passwordField } from './auth-helpers';

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
  // remote-auth's code waits until the painted page has been looked at and used.
  const { release } = await holdScripts(page, REMOTE_AUTH_SCRIPTS);

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

test("a press on the painted page's button before the code runs is made on the live page", async ({
  page,
}) => {
  const { release } = await holdScripts(page, REMOTE_AUTH_SCRIPTS);

  await page.goto('/authentication/signin', { waitUntil: 'domcontentloaded' });
  const paintedGoogle = page.locator(PAINTED).getByRole('button', { name: 'Continue with Google' });
  await paintedGoogle.click();
  await expect(paintedGoogle).toHaveAttribute('aria-busy', 'true');

  release();
  // The stand-in provider's consent screen: the live page made the press.
  await expect(page.getByRole('heading', { name: 'Sign in with google' })).toBeVisible();
});

/** Layout shifts not caused by input, as the page's own observer saw them (Core Web Vitals' CLS). */
declare global {
  interface Window {
    adlLayoutShifts?: number[];
  }
}

test("the painted page has the live page's frame: the card does not move and nothing shifts at the hand-over", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    window.adlLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const value: unknown = Reflect.get(entry, 'value');
        if (Reflect.get(entry, 'hadRecentInput') !== true && typeof value === 'number') {
          shifts.push(value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // No script of the host or the remote runs until the painted page has been measured.
  const { release } = await holdScripts(page, '**/*.js');
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in to Adlens' });

  await page.goto('/authentication/signin', { waitUntil: 'commit' });
  await expect(page.locator(PAINTED)).toBeVisible();
  await expect(heading).toBeVisible();
  const painted = await heading.boundingBox();

  release();
  await expect(page.locator(PAINTED)).toHaveCount(0);
  await expect(heading).toBeVisible();
  const live = await heading.boundingBox();
  // A shift is reported after the frame that made it: two frames and a task later all are in.
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve(window.adlLayoutShifts ?? []))),
        ),
      ),
  );

  if (!painted || !live) throw new Error('the heading has a box on both pages');
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(live[side] - painted[side]),
      `${side}: ${painted[side]} -> ${live[side]}`,
    ).toBeLessThanOrEqual(1);
  }
  expect(shifts.filter((value) => value > 0)).toEqual([]);
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
