import { expect, test } from '../../fixtures/test';

// The stand-in provider runs as its own server (e2e/playwright.config.ts, decision 0022).
const providerURL = `http://localhost:${Number(process.env.E2E_OAUTH_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 200)}`;

test('OAuth round trip with the stand-in provider signs in and lands on the dashboard', async ({
  page,
}) => {
  const returns: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/oauth')
      returns.push(frame.url());
  });
  await page.goto('/authentication/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The stand-in's consent screen, on the provider's own origin.
  await expect(page.getByRole('heading', { name: 'Sign in with google' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(providerURL);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  // The provider returned a one-time code and a state, never a session token.
  expect(returns[0]).toMatch(/\/oauth\?code=[\w-]+&state=[\w-]+&provider=google$/);
});

test('OAuth keeps the protected deep link that sent the visitor to sign in', async ({ page }) => {
  await page.goto('/tiktok/analytics');
  await expect(page).toHaveURL(/\/authentication\/signin\?redirect=/);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/tiktok/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'TikTok analytics' })).toBeVisible();
});

test('a denied consent returns to /oauth with an explanation and a way back', async ({ page }) => {
  await page.goto('/authentication/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL('/oauth?error=access_denied');
  await expect(page.getByRole('alert')).toHaveText('You cancelled the sign-in with the provider.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/authentication/signin');
});

test("a forged link with another browser's code and state signs nobody in", async ({
  page,
  request,
}) => {
  // The attacker's own browser (the request fixture's cookie jar) starts a sign-in and consents
  // as the attacker, but keeps the code instead of following the redirect.
  const start = await request.get('/api/v1/auth/oauth/google');
  expect(start.ok()).toBe(true);
  const authorize = new URL(((await start.json()) as { data: { url: string } }).data.url);
  const consent = await request.post(`${providerURL}/authorize`, {
    form: {
      state: authorize.searchParams.get('state') ?? '',
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      provider: 'google',
      email: 'attacker@adlens.test',
      decision: 'allow',
    },
    maxRedirects: 0,
  });
  const forged = new URL(consent.headers().location ?? '');
  expect(forged.searchParams.get('code')).toBeTruthy();

  // The victim opens the crafted link.
  await page.goto(`${forged.pathname}${forged.search}`);

  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link is not valid in this browser. Start the sign-in again.',
  );
  await expect(page).toHaveURL('/oauth');
  await page.goto('/dashboard/subscription');
  await expect(page).toHaveURL(/\/authentication\/signin/);
});

test('an old-style link with a session token in the address signs nobody in', async ({
  page,
  signInAs,
}) => {
  const someoneElses = await signInAs('demo');
  await page.context().clearCookies();

  await page.goto(`/oauth?token=${someoneElses}&provider=google`);

  await expect(page.getByRole('alert')).toContainText('did not complete');
  await page.goto('/dashboard/subscription');
  await expect(page).toHaveURL(/\/authentication\/signin/);
});
