import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/test';
import { latestCode, passwordField, uniqueEmail } from './auth-helpers';

/** The entries of the page's tag-manager data layer. */
function dataLayer(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const entries: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(entries) ? entries : [];
  });
}

test('a sign-in pushes sign_in with its method to the data layer', async ({ page }) => {
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(ACCOUNTS.demo);
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');

  await expect(page).toHaveURL('/dashboard/subscription');
  expect(await dataLayer(page)).toEqual([{ event: 'sign_in', method: 'password' }]);
});

test('sign-up and confirm push their events, and confirm sends the device fingerprint', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('events');
  await page.goto('/authentication/signup');
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill('compiler-a0-1952');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/authentication\/signup\/confirm-email/);

  const confirm = page.waitForRequest((req) => req.url().endsWith('/api/v1/auth/confirm'));
  const code = await latestCode(request, email, 'confirm');
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('textbox', { name: 'Confirmation code' }).press('Enter');

  const body: unknown = (await confirm).postDataJSON();
  expect(body).toMatchObject({ email, token: code });
  expect(body).toHaveProperty('device', expect.stringMatching(/^[0-9a-f]{64}_[0-9a-f]{64}$/));
  await expect(page).toHaveURL('/dashboard/subscription');
  expect(await dataLayer(page)).toEqual([
    { event: 'sign_up', method: 'email', referred: false },
    { event: 'sign_in', method: 'confirmation_code' },
  ]);
});
