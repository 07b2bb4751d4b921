import { expect, test } from '../../fixtures/test';

const AUTH_PAGES = [
  '/authentication',
  '/authentication/signin',
  '/authentication/signup',
  '/authentication/signup/confirm-email?email=demo%40adlens.test',
  '/authentication/reset-password',
  '/authentication/reset-password/verify-code',
  '/authentication/reset-password/new-password/some-token',
];

for (const path of AUTH_PAGES) {
  test(`a signed-in user visiting ${path} lands on the dashboard`, async ({ page, signInAs }) => {
    await signInAs('demo');
    await page.goto(path);

    await expect(page).toHaveURL('/dashboard/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  });
}
