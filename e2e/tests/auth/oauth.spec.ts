import { expect, test } from '../../fixtures/test';

test('OAuth round trip with the dev provider signs in and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/authentication/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // dev-api's stand-in for the provider's consent screen.
  await expect(page.getByRole('heading', { name: 'Sign in with google' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
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
