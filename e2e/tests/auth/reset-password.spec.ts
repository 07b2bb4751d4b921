import { expect, test } from '../../fixtures/test';
import { createConfirmedAccount, latestCode, passwordField, uniqueEmail } from './auth-helpers';

test('the full reset flow: request, verify the mailed code, set a new password, sign in with it', async ({
  page,
  request,
}) => {
  // Seven pages, two mails and four password hashes: 6 s on a quiet machine, past the default 30 s
  // once on a loaded two-core CI run (2026-11-28).
  test.slow();
  // An account of its own: changing a demo password would break suites running in parallel.
  const email = uniqueEmail('reset');
  await createConfirmedAccount(request, email, 'first-password-1');

  await page.goto('/authentication/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/authentication/reset-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();

  await expect(page).toHaveURL(
    `/authentication/reset-password/verify-code?email=${encodeURIComponent(email)}`,
  );
  const code = await latestCode(request, email, 'reset');
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
  await page.getByRole('textbox', { name: 'Reset code' }).press('Enter');

  // The page keeps the token for this tab and the address no longer shows it, even after a reload.
  await expect(page).toHaveURL(
    `/authentication/reset-password/new-password/opened?email=${encodeURIComponent(email)}`,
  );
  await page.reload();
  await passwordField(page, 'New password').fill('second-password-2');
  await passwordField(page, 'Repeat the new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(`/authentication/signin?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await passwordField(page).fill('first-password-1');
  await passwordField(page).press('Enter');
  await expect(passwordField(page)).toHaveAccessibleDescription('Wrong e-mail or password');

  await passwordField(page).fill('second-password-2');
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL('/dashboard/subscription');
});

test('a wrong reset code is shown next to the code field', async ({ page }) => {
  await page.goto('/authentication/reset-password/verify-code?email=demo%40adlens.test');
  await page.getByRole('textbox', { name: 'Reset code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page.getByRole('textbox', { name: 'Reset code' })).toHaveAccessibleDescription(
    'The code is not valid or has expired',
  );
  await expect(page.getByRole('textbox', { name: 'Reset code' })).toHaveValue('000000');
});

test('the fifth wrong reset code says the code is spent and to request a new one', async ({
  page,
  request,
}) => {
  // An account of its own: spending the demo account's code would break suites running in parallel.
  const email = uniqueEmail('spent');
  await createConfirmedAccount(request, email, 'first-password-1');
  await page.goto(`/authentication/reset-password/verify-code?email=${encodeURIComponent(email)}`);
  const code = page.getByRole('textbox', { name: 'Reset code' });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await code.fill(String(attempt).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(code).toHaveAccessibleDescription(
      attempt < 5
        ? 'The code is not valid or has expired'
        : 'Too many wrong codes: this code no longer works. Request a new code.',
    );
  }
});
