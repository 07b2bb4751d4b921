import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';
import { createConfirmedAccount, passwordField, uniqueEmail } from './auth-helpers';

test('the demo account signs in and lands on the dashboard', async ({ page, context }) => {
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.demo);
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');

  await expect(page).toHaveURL('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'auth_token')?.value).toBeTruthy();
});

test('a wrong password shows an inline error and keeps the e-mail typed', async ({ page }) => {
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.demo);
  await passwordField(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(passwordField(page)).toHaveAccessibleDescription('Wrong e-mail or password');
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(ACCOUNTS.demo);
  await expect(page).toHaveURL('/authentication/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('a sign-in from a protected deep link returns to that link', async ({ page }) => {
  await page.goto('/tiktok/analytics?range=30d');
  await expect(page).toHaveURL(
    `/authentication/signin?redirect=${encodeURIComponent('/tiktok/analytics?range=30d')}`,
  );

  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.demo);
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');

  await expect(page).toHaveURL('/tiktok/analytics?range=30d');
  await expect(page.getByRole('heading', { level: 1, name: 'TikTok analytics' })).toBeVisible();
});

test('a redirect to another site is ignored after sign-in', async ({ page }) => {
  await page.goto(`/authentication/signin?redirect=${encodeURIComponent('//evil.example/x')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.demo);
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');

  await expect(page).toHaveURL('/dashboard/subscription');
});

test('an unconfirmed account signing in is sent to confirm its e-mail', async ({ page }) => {
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill('unconfirmed@adlens.test');
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');

  await expect(page).toHaveURL(
    '/authentication/signup/confirm-email?email=unconfirmed%40adlens.test',
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('unconfirmed@adlens.test');
});

test('after ten wrong passwords the form says when to try again', async ({ page, request }) => {
  // An account of its own: holding the demo account would break suites running in parallel.
  const email = uniqueEmail('held');
  await createConfirmedAccount(request, email, 'right-password-1');
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.post('/api/v1/auth/login', {
      data: { email, password: `wrong-password-${attempt}` },
    });
    expect(response.status()).toBe(422);
  }
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill('right-password-1');
  await passwordField(page).press('Enter');

  await expect(passwordField(page)).toHaveAccessibleDescription(
    /^Too many attempts: try again in \d+ minutes? or reset your password$/,
  );
  await expect(page).toHaveURL('/authentication/signin');
});
