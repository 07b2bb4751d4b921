import { expect, test } from '../../fixtures/test';
import { latestCode, passwordField, uniqueEmail } from './auth-helpers';

test('a new visitor signs up, confirms with the mailed code and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/authentication/signup');

  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill('analytical-engine-1843');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(
    `/authentication/signup/confirm-email?email=${encodeURIComponent(email)}`,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const code = await latestCode(request, email, 'confirm');
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(code);
  await page.getByRole('textbox', { name: 'Confirmation code' }).press('Enter');

  await expect(page).toHaveURL('/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
});

test('sign-up explains the password rule and refuses a short password without sending', async ({
  page,
}) => {
  const registers: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/register')) registers.push(request.url());
  });
  await page.goto('/authentication/signup');
  await expect(passwordField(page)).toHaveAccessibleDescription('Use at least 8 characters.');

  await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('short'));
  await passwordField(page).fill('short');
  await passwordField(page).press('Enter');

  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await expect(passwordField(page)).toBeFocused();
  expect(registers).toEqual([]);
});

test('a taken e-mail goes on to the confirm page like a new one: the form tells no account apart', async ({
  page,
}) => {
  await page.goto('/authentication/signup');
  await page.getByRole('textbox', { name: 'Name' }).fill('Demo again');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@adlens.test');
  await passwordField(page).fill('long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Decision 0048: only the owner's mailbox learns that someone tried (dev-api's tests read it).
  await expect(page).toHaveURL(
    `/authentication/signup/confirm-email?email=${encodeURIComponent('demo@adlens.test')}`,
  );
});
