import { expect, test } from '../../fixtures/test';
import { passwordField } from '../auth/auth-helpers';
import { signInFreshAccount } from './dashboard-helpers';

// A 2x2 PNG (red), small enough to write here and a real image for the browser to draw.
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('profile details are saved and still there after a reload', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'profile');
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Profile details' });

  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Company' }).fill('Compilers Inc');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 202 555 0100');
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Your profile is saved.');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Profile details' });
  await expect(reloaded.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
  await expect(reloaded.getByRole('textbox', { name: 'Company' })).toHaveValue('Compilers Inc');
  await expect(reloaded.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 202 555 0100');
  await expect(reloaded.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
});

test('a wrong phone number is refused on its field and nothing typed is lost', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'profile-invalid');
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Profile details' });

  await form.getByRole('textbox', { name: 'Company' }).fill('Kept Ltd');
  await form.getByRole('textbox', { name: 'Phone' }).fill('call me maybe');
  await form.getByRole('button', { name: 'Save profile' }).click();

  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Enter a valid phone number',
  );
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Kept Ltd');
});

test('an uploaded avatar shows as the new image', async ({ page, request, context, baseURL }) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'avatar');
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Avatar' });

  await form.getByLabel('Choose an image').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_2X2,
  });
  await expect(form.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await form.getByRole('button', { name: 'Upload avatar' }).click();

  await expect(form.getByRole('status')).toHaveText('Your new avatar is saved.');
  const avatar = form.getByRole('img', { name: 'E2E User' });
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/user\/avatar\/\d+\?v=/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Avatar' }).getByRole('img', { name: 'E2E User' }),
  ).toHaveAttribute('src', /\/api\/v1\/user\/avatar\/\d+\?v=/);
});

test('a file that is not an allowed image is refused before it is sent', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'avatar-type');
  await page.goto('/dashboard/profile');
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/user/profile/avatar')) uploads.push(sent.url());
  });
  const form = page.getByRole('form', { name: 'Avatar' });

  await form.getByLabel('Choose an image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });

  await expect(form.getByRole('alert')).toHaveText(
    'Upload a PNG, JPEG or WebP image of at most 2 MB.',
  );
  await expect(form.getByRole('button', { name: 'Upload avatar' })).toBeDisabled();
  expect(uploads).toEqual([]);
});

test('after a password change the account signs in with the new password only', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const account = await signInFreshAccount(request, context, baseURL ?? '', 'password');
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'e2e-second-password-2';

  await passwordField(page, 'Current password').fill(account.password);
  await passwordField(page, 'New password').fill(newPassword);
  await passwordField(page, 'Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Show password' }).first().click();
  await expect(passwordField(page, 'Current password')).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password is changed.');

  await context.clearCookies();
  await page.goto('/authentication/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await passwordField(page).fill(account.password);
  await passwordField(page).press('Enter');
  await expect(passwordField(page)).toHaveAccessibleDescription('Wrong e-mail or password');

  await passwordField(page).fill(newPassword);
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL('/dashboard/subscription');
});

test('a wrong current password is shown on its field and the new one stays typed', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await signInFreshAccount(request, context, baseURL ?? '', 'password-wrong');
  await page.goto('/dashboard/profile');
  const form = page.getByRole('form', { name: 'Change password' });

  await passwordField(page, 'Current password').fill('not-my-password');
  await passwordField(page, 'New password').fill('e2e-second-password-2');
  await passwordField(page, 'Confirm new password').fill('e2e-second-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();

  await expect(passwordField(page, 'Current password')).toHaveAccessibleDescription(
    'The current password is wrong',
  );
  await expect(passwordField(page, 'New password')).toHaveValue('e2e-second-password-2');
});
